import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// JSON.parse keeps the last of two equal keys in one object without a word,
// so a text added under a name already taken silently replaced, or lost to,
// the other (Common.displayedRows once did). This reads the files as text.
function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  // One entry per open object: its path and the keys seen in it; arrays hold no keys.
  const stack: { path: string; keys: Set<string> | null }[] = [];
  let lastString = "";
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === '"') {
      let end = at + 1;
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      lastString = JSON.parse(text.slice(at, end + 1)) as string;
      at = end + 1;
      // A string followed by a colon is a key.
      const rest = /^\s*:/.exec(text.slice(at, at + 16));
      const top = stack.at(-1);
      if (rest && top?.keys) {
        if (top.keys.has(lastString)) found.push(`${top.path}${lastString}`);
        top.keys.add(lastString);
      }
      continue;
    }
    if (char === "{") stack.push({ path: stack.length ? `${stack.at(-1)!.path}${lastString}.` : "", keys: new Set() });
    else if (char === "[") stack.push({ path: "", keys: null });
    else if (char === "}" || char === "]") stack.pop();
    at += 1;
  }
  return found;
}

const files = ["messages", "messages/services", "messages/locations", "messages/showcase"].flatMap((dir) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => path.join(dir, name)),
);

describe("message files", () => {
  it("finds a key given twice in one object", () => {
    expect(duplicateKeys('{"a": {"b": "1", "c": ["x"], "b": "2"}, "d": {"b": "3"}}')).toEqual(["a.b"]);
  });

  it.each(files)("%s names each key once per object", (file) => {
    expect(duplicateKeys(fs.readFileSync(file, "utf8"))).toEqual([]);
  });
});
