// The small Markdown subset the editor demo understands: paragraphs,
// "- " bullet lists, **bold** and _italic_ (or *italic*). The preview is
// built from these tokens as React elements, never as HTML strings.

export type Inline = { kind: "text" | "bold" | "italic"; text: string };
export type Block = { kind: "paragraph"; lines: Inline[][] } | { kind: "list"; items: Inline[][] };

const INLINE = /\*\*(.+?)\*\*|_(.+?)_|\*(.+?)\*/g;
const BULLET = /^\s*[-*]\s+/;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    parts.push(match[1] ? { kind: "bold", text: match[1] } : { kind: "italic", text: match[2] ?? match[3] ?? "" });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  for (const line of source.replace(/\r\n?/g, "\n").split("\n")) {
    const previous = blocks.at(-1);
    if (line.trim() === "") {
      blocks.push({ kind: "paragraph", lines: [] }); // a blank line ends the block
    } else if (BULLET.test(line)) {
      const item = parseInline(line.replace(BULLET, ""));
      if (previous?.kind === "list") previous.items.push(item);
      else blocks.push({ kind: "list", items: [item] });
    } else if (previous?.kind === "paragraph" && previous.lines.length > 0) {
      previous.lines.push(parseInline(line));
    } else {
      blocks.push({ kind: "paragraph", lines: [parseInline(line)] });
    }
  }
  return blocks.filter((block) => (block.kind === "list" ? block.items.length : block.lines.length) > 0);
}

export type Edit = { value: string; start: number; end: number };

// Wraps the selection in a marker (**, _); with nothing selected it inserts
// a placeholder and selects it, ready to be typed over.
export function wrapSelection({ value, start, end }: Edit, marker: string, placeholder: string): Edit {
  const selected = value.slice(start, end) || placeholder;
  const next = value.slice(0, start) + marker + selected + marker + value.slice(end);
  return { value: next, start: start + marker.length, end: start + marker.length + selected.length };
}

// Starts every line touched by the selection with "- ".
export function bulletLines({ value, start, end }: Edit): Edit {
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const lines = value.slice(lineStart, end).split("\n");
  const bulleted = lines.map((line) => (BULLET.test(line) ? line : `- ${line}`)).join("\n");
  const next = value.slice(0, lineStart) + bulleted + value.slice(end);
  return { value: next, start: lineStart, end: lineStart + bulleted.length };
}
