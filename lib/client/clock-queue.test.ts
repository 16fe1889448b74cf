import { describe, expect, it } from "vitest";
import {
  flushClockEvents,
  memoryClockStore,
  recordClockEvent,
  type ClockEvent,
  type SendClockEvent,
  type SendOutcome,
} from "./clock-queue";

const event = (clientId: string, kind: ClockEvent["kind"], at: string): ClockEvent => ({
  clientId,
  kind,
  at,
  userId: "cleaner-1",
});

// A server that answers as told, and remembers what reached it.
function server(answer: (event: ClockEvent) => SendOutcome) {
  const received: { clientId: string; offline: boolean }[] = [];
  const send: SendClockEvent = async (sent, { offline }) => {
    const outcome = answer(sent);
    if (outcome !== "offline") received.push({ clientId: sent.clientId, offline });
    return outcome;
  };
  return { send, received };
}

describe("the offline clock queue", () => {
  it("sends a tap at once when the server answers, and keeps nothing", async () => {
    const store = memoryClockStore();
    const { send, received } = server(() => "sent");
    expect(await recordClockEvent(store, send, event("a", "in", "2026-11-24T08:00:00.000Z"))).toBe("sent");
    expect(received).toEqual([{ clientId: "a", offline: false }]);
    expect(await store.all()).toEqual([]);
  });

  it("keeps a tap made with no connection, with its own time, and sends it later as offline", async () => {
    const store = memoryClockStore();
    let online = false;
    const { send, received } = server(() => (online ? "sent" : "offline"));
    const tap = event("a", "in", "2026-11-24T08:00:00.000Z");
    expect(await recordClockEvent(store, send, tap)).toBe("queued");
    expect(await store.all()).toEqual([tap]);
    online = true;
    expect(await flushClockEvents(store, send)).toEqual({ sent: 1, refused: [], left: 0 });
    expect(received).toEqual([{ clientId: "a", offline: true }]);
    expect(await store.all()).toEqual([]);
  });

  it("sends in the order the taps happened and stops at the first that cannot get through", async () => {
    const store = memoryClockStore();
    await store.put(event("out", "out", "2026-11-24T12:00:00.000Z"));
    await store.put(event("in", "in", "2026-11-24T08:00:00.000Z"));
    const { send, received } = server((sent) => (sent.kind === "out" ? "offline" : "sent"));
    expect(await flushClockEvents(store, send)).toEqual({ sent: 1, refused: [], left: 1 });
    expect(received.map((entry) => entry.clientId)).toEqual(["in"]);
    expect((await store.all()).map((entry) => entry.clientId)).toEqual(["out"]);
  });

  it("drops an event the server refuses (it would refuse it again) and reports it", async () => {
    const store = memoryClockStore();
    const refusedTap = event("a", "out", "2026-11-24T12:00:00.000Z");
    await store.put(refusedTap);
    const { send } = server(() => "refused");
    expect(await flushClockEvents(store, send)).toEqual({ sent: 0, refused: [refusedTap], left: 0 });
    expect(await store.all()).toEqual([]);
  });

  it("queues a new tap behind older ones still waiting, so a clock-out never overtakes its clock-in", async () => {
    const store = memoryClockStore();
    await store.put(event("in", "in", "2026-11-24T08:00:00.000Z"));
    const { send, received } = server((sent) => (sent.kind === "in" ? "offline" : "sent"));
    expect(await recordClockEvent(store, send, event("out", "out", "2026-11-24T12:00:00.000Z"))).toBe("queued");
    expect(received).toEqual([]);
    expect((await store.all()).map((entry) => entry.clientId).sort()).toEqual(["in", "out"]);
  });
});
