import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { apiRequest } from "@/tests/helpers";
import { GET as autocomplete } from "./route";

// A stand-in for the address service on loopback; the environment is set
// before any module reads it (lib/env.ts caches it on first use).
const port = vi.hoisted(() => {
  const chosen = 40000 + (process.pid % 20000);
  process.env.ADDRESS_API_URL = `http://127.0.0.1:${chosen}/`;
  process.env.ADDRESS_API_KEY = "test-key-123";
  return chosen;
});

type Mode = "ok" | "status500" | "notJson" | "wrongShape" | "slow";
let mode: Mode = "ok";
const received: string[] = [];

const server = http.createServer((req, res) => {
  received.push(req.url ?? "");
  const send = (status: number, body: string) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(body);
  };
  if (mode === "status500") return send(500, JSON.stringify({ message: "down" }));
  if (mode === "notJson") return send(200, "<html>maintenance</html>");
  if (mode === "wrongShape") return send(200, JSON.stringify({ results: ["1 Main Street"] }));
  if (mode === "slow") {
    const timer = setTimeout(() => send(200, JSON.stringify({ suggestions: [] })), 4000);
    res.on("close", () => clearTimeout(timer));
    return;
  }
  send(
    200,
    JSON.stringify({
      suggestions: [
        { address: "1 Main Street, Bray, Co. Wicklow", url: "/get/abc", id: "abc" },
        { address: "2 Main Street, Bray, Co. Wicklow", url: "/get/def", id: 42 },
        { address: "3 Main Street, Bray, Co. Wicklow" },
      ],
    }),
  );
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  expect((server.address() as AddressInfo).port).toBe(port);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let warn: MockInstance;
beforeEach(() => {
  mode = "ok";
  received.length = 0;
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  return () => warn.mockRestore();
});

const suggest = (term: string, top?: number) =>
  autocomplete(apiRequest(`/api/address/autocomplete/${encodeURIComponent(term)}${top ? `?top=${top}` : ""}`), {
    params: Promise.resolve({ term }),
  });

describe("GET /api/address/autocomplete/{term} (address service)", () => {
  it("asks the service with the term, top and key, and maps its answer", async () => {
    const response = await suggest("Main St/Bray & Co", 5);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      suggestions: [
        { address: "1 Main Street, Bray, Co. Wicklow", id: "abc" },
        { address: "2 Main Street, Bray, Co. Wicklow", id: "42" },
        { address: "3 Main Street, Bray, Co. Wicklow" },
      ],
    });
    expect(received).toEqual(["/autocomplete/Main%20St%2FBray%20%26%20Co?top=5&api-key=test-key-123"]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("keeps at most top suggestions even when the service sends more", async () => {
    const { suggestions } = await (await suggest("Main Street", 2)).json();
    expect(suggestions).toHaveLength(2);
    expect(received[0]).toContain("top=2");
  });

  it.each([["status500"], ["notJson"], ["wrongShape"]] as const)(
    "falls back to the local list when the service fails (%s), with a warning that hides the key",
    async (failure) => {
      mode = failure;
      const response = await suggest("cork");
      expect(response.status).toBe(200);
      const { suggestions } = await response.json();
      expect(suggestions[0]).toEqual({ address: "Cork, Co. Cork" });
      expect(received).toHaveLength(1);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).not.toContain("test-key-123");
    },
  );

  it("gives up on a service slower than 3 seconds and answers from the local list", async () => {
    mode = "slow";
    const started = Date.now();
    const response = await suggest("bray");
    const took = Date.now() - started;
    expect(response.status).toBe(200);
    expect((await response.json()).suggestions[0]).toEqual({ address: "Bray, Co. Wicklow" });
    expect(took).toBeGreaterThanOrEqual(2900);
    expect(took).toBeLessThan(3900);
    expect(String(warn.mock.calls[0]![0])).toMatch(/timeout|abort/i);
  });
});
