import "server-only";

// Work that must not hold up the answer (sending e-mail) runs after it. A
// failure is logged, never thrown at the caller: the request already
// succeeded and its data is stored.
const pending = new Set<Promise<void>>();

export function runInBackground(label: string, task: () => Promise<unknown>): void {
  const promise = task()
    .then(() => undefined)
    .catch((error: unknown) => console.error(`[background] ${label} failed:`, error))
    .finally(() => pending.delete(promise));
  pending.add(promise);
}

// For tests and graceful shutdown: wait until queued work is done.
export async function settleBackground(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
