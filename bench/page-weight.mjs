// The JavaScript each page of the last build loads before it can run: the
// chunks Next lists for the page and its layouts, plus the framework's own.
// Figures, not a test: uncompressed and gzip sizes, and whether zod (the
// validation library, ~40 kB gzip) is among them. A screen that shows data and
// has no form should not load zod; its forms load it when they open
// (lib/client/lazy-zod-resolver.ts).
//
//   npm run build && npm run bench:weight
//   ROUTES=dashboard/app,dashboard/job/[id] npm run bench:weight   # some pages
//   NEXT_DIR=/tmp/other-build npm run bench:weight                  # another build
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const NEXT = process.env.NEXT_DIR ?? ".next";
const APP = path.join(NEXT, "server/app/[locale]");
const ZOD = /ZodError|\$ZodType/;

if (!fs.existsSync(path.join(NEXT, "build-manifest.json"))) {
  console.error("No build in .next: run `npm run build` first.");
  process.exit(1);
}
const framework = JSON.parse(fs.readFileSync(path.join(NEXT, "build-manifest.json"), "utf8")).rootMainFiles ?? [];

// Every page of the app (app/[locale]/…), by its route below the locale.
function pages(dir, prefix = "") {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return pages(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name === "page_client-reference-manifest.js" ? [prefix.replace(/\/$/, "") || "(home)"] : [];
  });
}

const chunkInfo = new Map();
function info(file) {
  if (!chunkInfo.has(file)) {
    const bytes = fs.readFileSync(path.join(NEXT, file));
    chunkInfo.set(file, { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 6 }).length, zod: ZOD.test(bytes) });
  }
  return chunkInfo.get(file);
}

function weigh(route) {
  const dir = route === "(home)" ? APP : path.join(APP, route);
  const source = fs.readFileSync(path.join(dir, "page_client-reference-manifest.js"), "utf8");
  const manifest = JSON.parse(
    source
      .slice(source.indexOf("= {") + 2)
      .trim()
      .replace(/;$/, ""),
  );
  const page = `/[locale]${route === "(home)" ? "" : `/${route}`}/page`;
  const files = new Set(framework);
  for (const [entry, chunks] of Object.entries(manifest.entryJSFiles)) {
    const name = entry.replace("[project]/app", "");
    const isLayout = name.endsWith("/layout") && page.startsWith(name.slice(0, -"layout".length));
    if (name === page || isLayout) for (const chunk of chunks) files.add(chunk);
  }
  const scripts = [...files].filter((file) => file.endsWith(".js")).map((file) => info(file));
  return {
    route,
    scripts: scripts.length,
    raw: scripts.reduce((sum, chunk) => sum + chunk.raw, 0),
    gzip: scripts.reduce((sum, chunk) => sum + chunk.gzip, 0),
    zod: scripts.some((chunk) => chunk.zod),
  };
}

const wanted = process.env.ROUTES?.split(",");
const routes = pages(APP)
  .filter((route) => !wanted || wanted.includes(route))
  .sort();
const kB = (bytes) => `${(bytes / 1024).toFixed(0)} kB`.padStart(8);
console.log(`${"page (below /{locale})".padEnd(40)} scripts  uncompressed    gzip  zod`);
for (const row of routes.map(weigh)) {
  console.log(
    `${row.route.padEnd(40)} ${String(row.scripts).padStart(7)}  ${kB(row.raw).padStart(12)} ${kB(row.gzip)}  ${row.zod ? "yes" : "no"}`,
  );
}
