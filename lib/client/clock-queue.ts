"use client";

// Clocking in a basement with no signal: a tap that cannot reach the server
// is kept on the phone (IndexedDB) with the time it was made, and sent when
// the connection returns, oldest first. Each event carries an id made on the
// phone (clientId), so sending it again after a lost answer writes nothing
// twice (docs/api/scheduling.md, offline events).

export type ClockEvent = {
  clientId: string;
  kind: "in" | "out";
  // When the cleaner tapped, by the phone's clock (ISO).
  at: string;
  userId: string;
  jobId?: string;
  lat?: number;
  lng?: number;
};

export interface ClockEventStore {
  all(): Promise<ClockEvent[]>;
  put(event: ClockEvent): Promise<void>;
  remove(clientId: string): Promise<void>;
}

export type SendOutcome = "sent" | "offline" | "refused";

// Sends one event: "offline" when no answer came (keep it for later),
// "refused" when the server answered no (it will say no again: drop it).
export type SendClockEvent = (event: ClockEvent, options: { offline: boolean }) => Promise<SendOutcome>;

export type FlushResult = { sent: number; refused: ClockEvent[]; left: number };

// Sends what is waiting, in the order it happened; stops at the first event
// that still cannot get through, so a clock-out never overtakes its clock-in.
export async function flushClockEvents(store: ClockEventStore, send: SendClockEvent): Promise<FlushResult> {
  const waiting = (await store.all()).sort((a, b) => a.at.localeCompare(b.at));
  const result: FlushResult = { sent: 0, refused: [], left: waiting.length };
  for (const event of waiting) {
    const outcome = await send(event, { offline: true });
    if (outcome === "offline") break;
    await store.remove(event.clientId);
    result.left -= 1;
    if (outcome === "sent") result.sent += 1;
    else result.refused.push(event);
  }
  return result;
}

// A tap: sent at once when it can be (the server's time is then the record's),
// kept for later when it cannot. Anything already waiting goes first.
export async function recordClockEvent(
  store: ClockEventStore,
  send: SendClockEvent,
  event: ClockEvent,
): Promise<SendOutcome | "queued"> {
  const before = await flushClockEvents(store, send);
  if (before.left === 0) {
    const outcome = await send(event, { offline: false });
    if (outcome !== "offline") return outcome;
  }
  await store.put(event);
  return "queued";
}

export function memoryClockStore(): ClockEventStore {
  const events = new Map<string, ClockEvent>();
  return {
    all: async () => [...events.values()],
    put: async (event) => void events.set(event.clientId, event),
    remove: async (clientId) => void events.delete(clientId),
  };
}

const DB_NAME = "emerald-clean";
const STORE = "clock-events";

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "clientId" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return openDb().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => {
          db.close();
          resolve(request.result);
        };
        transaction.onerror = () => {
          db.close();
          reject(transaction.error);
        };
      }),
  );
}

// The phone's own store; a browser without IndexedDB (a private window of
// some browsers) keeps the queue in memory for as long as the page is open.
export function browserClockStore(): ClockEventStore {
  if (typeof indexedDB === "undefined") return memoryClockStore();
  return {
    all: () => run("readonly", (store) => store.getAll() as IDBRequest<ClockEvent[]>),
    put: (event) => run("readwrite", (store) => store.put(event)).then(() => undefined),
    remove: (clientId) => run("readwrite", (store) => store.delete(clientId)).then(() => undefined),
  };
}
