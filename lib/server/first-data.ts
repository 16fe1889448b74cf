import "server-only";
import { unstable_rethrow } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import type { Jsonify } from "@/lib/client/json";

// A screen's first data, read while the page is rendered and shaped as its API
// call would answer it: the screen shows it at first paint instead of once its
// scripts have run and asked. Should the read fail, the screen gets nothing and
// asks the API itself, which says what went wrong there, with a way to try again.
// A refusal the API would give too (a job that is not the viewer's: 404) is the
// screen's to show, not a failure to log.
export async function firstData<T>(what: string, read: () => Promise<T>): Promise<Jsonify<T> | undefined> {
  try {
    // As the API sends it: JSON.stringify, as Response.json does.
    return JSON.parse(JSON.stringify(await read())) as Jsonify<T>;
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (a redirect, a dynamic render) are not failures
    if (error instanceof AppError && error.status < 500) return undefined;
    console.error(`[page] could not read ${what} for the page`, error);
    return undefined;
  }
}
