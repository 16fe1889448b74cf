import "server-only";

export type MailContent = {
  greeting?: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  // A row with a url links its label there (the office's digest: each line to its list).
  rows?: [label: string, value: string, url?: string][];
  signature: string;
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

// Every message has a plain-text part and a simple HTML part; values typed by
// visitors are escaped in the HTML.
export function renderMail(content: MailContent, dir: "ltr" | "rtl" = "ltr"): { text: string; html: string } {
  // The details' labels stand at the start of the line, with the gap on
  // their values' side: the right in left-to-right, the left in
  // right-to-left. Physical sides, as mail clients do not all know
  // text-align:start or padding-inline-end.
  const labelStyle =
    dir === "rtl" ? "text-align:right;padding:4px 0 4px 12px" : "text-align:left;padding:4px 12px 4px 0";
  const text = [
    content.greeting,
    ...content.paragraphs,
    content.rows?.map(([label, value, url]) => `${label}: ${value}${url ? `\n${url}` : ""}`).join("\n"),
    content.action && `${content.action.label}:\n${content.action.url}`,
    content.signature,
  ]
    .filter(Boolean)
    .join("\n\n");

  const p = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value).replace(/\n/g, "<br>")}</p>`;
  const html = [
    `<div dir="${dir}" style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937;max-width:560px">`,
    content.greeting && p(content.greeting),
    ...content.paragraphs.map(p),
    content.rows &&
      `<table style="border-collapse:collapse;margin:0 0 16px">${content.rows
        .map(
          ([label, value, url]) =>
            `<tr><th style="${labelStyle};vertical-align:top">${url ? `<a href="${escapeHtml(url)}" style="color:#007a52">${escapeHtml(label)}</a>` : escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`,
        )
        .join("")}</table>`,
    content.action &&
      `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#007a52;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
    p(content.signature),
    "</div>",
  ]
    .filter(Boolean)
    .join("\n");
  return { text, html };
}
