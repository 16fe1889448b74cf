// CSV as RFC 4180 describes it (CRLF line ends, fields with commas, quotes or
// line breaks quoted, quotes doubled). A cell that a spreadsheet would run as
// a formula (= + - @, or a tab or carriage return first) gets a leading
// apostrophe, so an exported name like "=HYPERLINK(...)" stays text.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

// A CSV file as a download. UTF-8 with a byte-order mark, which is how
// spreadsheet programs know the file is UTF-8 (Irish names keep their fadas).
export function csvDownload(rows: readonly (readonly string[])[], fileName: string): Response {
  return new Response(`\uFEFF${toCsv(rows)}`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
}
