// npm install's first step (preinstall): the project is tested on Node 24
// (package.json's engines). An older Node would install, then crash in the
// SQLite driver (better-sqlite3 13 needs Node 22 or later): say so now.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `\nNode ${process.version} is older than Node 24, which this project is tested on.\n` +
      "Run the same command through scripts/with-node24.sh, which fetches Node 24 from the npm registry:\n" +
      "  scripts/with-node24.sh npm install\n" +
      "or install Node 24 (https://nodejs.org) and run it again.\n",
  );
  process.exit(1);
}
