import { describe, expect, it } from "vitest";
import { apiRequest } from "@/tests/helpers";
import { GET as autocomplete } from "./route";

// Without ADDRESS_API_URL and ADDRESS_API_KEY: the built-in list of Irish places.
async function suggest(term: string, options: { top?: string; ip?: string; bearer?: string } = {}) {
  const query = options.top === undefined ? "" : `?top=${options.top}`;
  const req = apiRequest(`/api/address/autocomplete/${encodeURIComponent(term)}${query}`, {
    bearer: options.bearer,
    ip: options.ip,
  });
  return autocomplete(req, { params: Promise.resolve({ term }) });
}

const addressesOf = async (response: Response) =>
  ((await response.json()).suggestions as { address: string }[]).map((s) => s.address);

describe("GET /api/address/autocomplete/{term} (local list)", () => {
  it("is open to visitors and answers { suggestions: [{ address }] }", async () => {
    const response = await suggest("Tralee");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ suggestions: [{ address: "Tralee, Co. Kerry" }] });
  });

  it("puts the town itself first, then the other places of the county", async () => {
    const addresses = await addressesOf(await suggest("cork"));
    expect(addresses[0]).toBe("Cork, Co. Cork");
    expect(addresses.length).toBeGreaterThan(10);
    expect(addresses.every((address) => address.endsWith("Co. Cork"))).toBe(true);
  });

  it.each([
    ["dun laoghaire", "Dún Laoghaire, Co. Dublin"],
    ["DÚN LAOGHAIRE", "Dún Laoghaire, Co. Dublin"],
    ["Dun-Laoghaire", "Dún Laoghaire, Co. Dublin"],
    ["carrick-on-shannon", "Carrick-on-Shannon, Co. Leitrim"],
    ["  westport ", "Westport, Co. Mayo"],
  ])("ignores case, accents and punctuation: %j → %s", async (term, expected) => {
    expect((await addressesOf(await suggest(term)))[0]).toBe(expected);
  });

  it("ranks the start of a town name before a match inside it", async () => {
    const addresses = await addressesOf(await suggest("ath"));
    const athy = addresses.indexOf("Athy, Co. Kildare");
    const rathmines = addresses.indexOf("Rathmines, Co. Dublin");
    expect(athy).toBeGreaterThanOrEqual(0);
    expect(rathmines).toBeGreaterThan(athy);
    expect(addresses.slice(0, 3).every((address) => address.startsWith("Ath"))).toBe(true);
  });

  it("matches a word inside a name and a county written as Co. or County", async () => {
    expect(await addressesOf(await suggest("east"))).toContain("Dunmore East, Co. Waterford");
    const wicklow = await addressesOf(await suggest("Co. Wicklow"));
    expect(wicklow[0]).toBe("Wicklow, Co. Wicklow");
    expect(wicklow).toHaveLength(8);
    expect(await addressesOf(await suggest("County Wicklow"))).toEqual(wicklow);
  });

  it("answers 20 suggestions by default and fewer on request; none for no match", async () => {
    expect(await addressesOf(await suggest("an"))).toHaveLength(20);
    expect(await addressesOf(await suggest("an", { top: "3" }))).toHaveLength(3);
    expect(await addressesOf(await suggest("zzzz"))).toEqual([]);
  });

  it.each([
    ["a one-letter term", "a", undefined, "params.term"],
    ["a blank term", "   ", undefined, "params.term"],
    ["a term over 100 characters", "x".repeat(101), undefined, "params.term"],
    ["top 0", "cork", "0", "query.top"],
    ["top 21", "cork", "21", "query.top"],
    ["top that is not a number", "cork", "all", "query.top"],
  ])("answers 400 for %s", async (_case, term, top, field) => {
    const response = await suggest(term, { top });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual([field]);
  });

  it("limits each address to 120 calls a minute", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 120; i++) expect((await suggest("bray", { ip })).status).toBe(200);
    const refused = await suggest("bray", { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await suggest("bray", { ip: "203.0.113.78" })).status).toBe(200);
  });
});
