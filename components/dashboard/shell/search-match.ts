// Whether a screen's name answers what was typed in the search dialog. Case
// and accents do not matter, and a plural or longer form of the name finds it
// too: "Timesheets" finds "Timesheet", "companies" "Company", "Franchise
// enquiries" "Franchise" (the menu's names are short, people type the page's).
export function matchesQuery(label: string, query: string): boolean {
  const name = plain(label);
  const typed = plain(query);
  if (!typed) return false;
  if (name.includes(typed) || typed.includes(name)) return true;
  // The typed word without its last letters (a plural's ending) starting the name.
  const stem = typed.slice(0, Math.max(4, typed.length - 3));
  return typed.length >= 5 && name.startsWith(stem);
}

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
