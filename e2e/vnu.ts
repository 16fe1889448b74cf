import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

// The W3C's HTML checker (Nu Html Checker) from the vnu-jar package; it
// needs Java 17 or later (.ci/run installs Debian's).
const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar");

// A short run: the JVM's quick compiler alone and one garbage-collector
// thread take half the CPU time of the defaults. With that compiler the
// checker's schema overflows the default 1 MB stack, hence -Xss.
const JAVA_OPTIONS = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
// Errors only; the language guess (--no-langdetect) only ever gives warnings.
const VNU_OPTIONS = ["--errors-only", "--no-langdetect", "--exit-zero-always", "--stdout", "--format", "json"];

type VnuMessage = { url?: string; lastLine?: number; message: string; extract?: string };

export type HtmlPage = { label: string; html: string };

// Writes the pages into dir and checks them all in one run of the checker
// (each run starts a JVM and loads the HTML schema: seconds). Returns one
// line per error, naming the page; warnings and notes are left out.
export async function htmlErrors(dir: string, pages: HtmlPage[]): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true });
  const files = await Promise.all(
    pages.map(async ({ html }, index) => {
      const file = path.join(dir, `page-${index}.html`);
      await fs.writeFile(file, html);
      return file;
    }),
  );
  const labels = new Map(files.map((file, index) => [path.basename(file), pages[index]!.label]));
  const { stdout } = await promisify(execFile)("java", [...JAVA_OPTIONS, "-jar", VNU_JAR, ...VNU_OPTIONS, ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error) => {
    throw new Error(`The HTML checker failed (it needs Java 17+): ${error.message}`);
  });
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  return messages.map(({ url = "", lastLine, message, extract = "" }) => {
    const page = labels.get(path.basename(url)) ?? url;
    return `${page}:${lastLine ?? "?"}: ${message} | ${extract.replace(/\s+/g, " ").trim()}`;
  });
}
