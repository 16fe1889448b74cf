import type { TPaged } from "@/lib/validation/pagination";

// The newest `pageSize` items of a list the API pages oldest first (a job's
// chat): the first page says how many there are; a longer list's newest items
// are on its last two pages. The screen asks through the API, the page that
// comes with them asks the service directly (lib/server/first-data.ts).
export async function readLatest<T>(
  pageSize: number,
  read: (pageNumber: number) => Promise<TPaged<T>>,
): Promise<TPaged<T>> {
  const first = await read(1);
  if (first.totalRecords <= pageSize) return first;
  const last = Math.ceil(first.totalRecords / pageSize);
  const [before, latest] = await Promise.all([read(last - 1), read(last)]);
  return { data: [...before.data, ...latest.data].slice(-pageSize), totalRecords: first.totalRecords };
}
