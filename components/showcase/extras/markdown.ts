// Editing helpers of the Markdown editor demo. The preview is rendered by
// react-markdown (markdown-preview.tsx), which never renders raw HTML.

const BULLET = /^\s*[-*]\s+/;

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
