// The name an uploaded file had on the sender's computer, made safe to keep
// and show: the browser's path (C:\fakepath\…) and folders are dropped, and
// so are control characters and the direction overrides that make
// "report‮fdp.exe" display as "reportexe.pdf". It is only ever shown and
// offered as a download name: files are stored under names the server makes.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export const MAX_FILE_NAME_LENGTH = 200;

export function safeFileName(name: string, fallback: string): string {
  const base = (name.split(/[/\\]/).pop() ?? "").normalize("NFC").replace(UNSAFE, "").trim();
  if (base === "" || /^\.+$/.test(base)) return fallback;
  const chars = Array.from(base);
  if (chars.length <= MAX_FILE_NAME_LENGTH) return base;
  // A long name is cut before its extension, so it still opens with the right program.
  const ext = /\.[^.\s]{1,10}$/.exec(base)?.[0] ?? "";
  const stem = Array.from(base.slice(0, base.length - ext.length));
  return (
    stem
      .slice(0, MAX_FILE_NAME_LENGTH - ext.length)
      .join("")
      .trimEnd() + ext
  );
}
