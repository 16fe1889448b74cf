import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "./api-client";
import { isIdTaken, sendFailure, sendUnderId } from "./send-failure";

// What a public form says after the API client met this answer (or none).
async function failureOf(answer: () => Promise<Response>) {
  vi.stubGlobal("fetch", vi.fn(answer));
  const error = await apiFetch("/api/Enquiry/CreateEnquiry", { body: {} }).catch((caught: unknown) => caught);
  return { error, failure: sendFailure(error) };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("sendFailure", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ["no connection", async () => Promise.reject(new TypeError("Failed to fetch")), { key: "sendOffline" }],
    ["a 500", json(500, { error: { code: "INTERNAL", message: "Internal error" } }), { key: "sendServer" }],
    [
      "a 502 page from a proxy",
      async () => new Response("<html>Bad gateway</html>", { status: 502 }),
      { key: "sendServer" },
    ],
    ["a 503", json(503, {}, { "retry-after": "30" }), { key: "sendServer" }],
    [
      "a 429 with Retry-After in seconds",
      json(429, { error: { code: "TOO_MANY_REQUESTS", message: "Too many attempts." } }, { "retry-after": "1500" }),
      { key: "sendTooMany", values: { minutes: 25 } },
    ],
    [
      "a 429 with a Retry-After of a few seconds",
      json(429, {}, { "retry-after": "5" }),
      { key: "sendTooMany", values: { minutes: 1 } },
    ],
    ["a 429 without Retry-After", json(429, {}), { key: "sendTooManyLater" }],
    ["a 400 naming fields", json(400, { error: { code: "BAD_REQUEST", message: "x", fields: { email: "x" } } }), null],
  ] as const)("after %s", async (_case, answer, expected) => {
    expect((await failureOf(answer)).failure).toEqual(expected);
  });

  it("reads a Retry-After given as a date", async () => {
    const inTenMinutes = new Date(Date.now() + 10 * 60_000 - 1000).toUTCString();
    const { failure } = await failureOf(json(429, {}, { "retry-after": inTenMinutes }));
    expect(failure).toEqual({ key: "sendTooMany", values: { minutes: 10 } });
  });

  it("knows a refused id from other conflicts", async () => {
    const taken = await failureOf(json(409, { error: { code: "CONFLICT", message: "x", fields: { id: "used" } } }));
    expect(isIdTaken(taken.error)).toBe(true);
    const other = await failureOf(json(409, { error: { code: "CONFLICT", message: "x", fields: { email: "x" } } }));
    expect(isIdTaken(other.error)).toBe(false);
    expect(isIdTaken(new Error("x"))).toBe(false);
  });
});

describe("sendUnderId", () => {
  const taken = new ApiError("taken", 409, "CONFLICT", { id: "This id is already used." });

  it("sends under the form's id, and only once when that works", async () => {
    const sent: string[] = [];
    const newIds: string[] = [];
    await sendUnderId(
      "id-1",
      async (id) => sent.push(id),
      (id) => newIds.push(id),
    );
    expect(sent).toEqual(["id-1"]);
    expect(newIds).toEqual([]);
  });

  it("sends again under a new id, handed to the form, when the first is taken", async () => {
    const sent: string[] = [];
    const newIds: string[] = [];
    await sendUnderId(
      "id-1",
      async (id) => {
        sent.push(id);
        if (id === "id-1") throw taken;
      },
      (id) => newIds.push(id),
    );
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIds).toEqual([sent[1]]);
  });

  it("passes on any other failure without sending again", async () => {
    const sent: string[] = [];
    const failure = new ApiError("down", 500, "INTERNAL");
    await expect(
      sendUnderId(
        "id-1",
        async (id) => {
          sent.push(id);
          throw failure;
        },
        () => undefined,
      ),
    ).rejects.toBe(failure);
    expect(sent).toEqual(["id-1"]);
  });
});
