import { describe, expect, it } from "vitest";
import { estimateQuote, factsAsked, ZQuoteFacts, type QuoteFactsInput } from "./estimate";
import { readRates, ZRates, type AreaRates, type HomeRates } from "./rates";

const home: HomeRates = {
  basis: "home",
  visitCents: 6000, // €60 for one bedroom and one bathroom
  bedroomCents: 1500,
  bathroomCents: 1000,
  extras: { oven: 3000, windows: 2500, fridge: null },
  discountPercent: { weekly: 15, fortnightly: 10, monthly: 5 },
  spreadPercent: 20,
};
const area: AreaRates = { basis: "area", sqmCents: 12, minimumCents: 5000, spreadPercent: 25 };

const facts = (input: QuoteFactsInput) => ZQuoteFacts.parse(input);

describe("estimateQuote", () => {
  it("prices a two-bedroom fortnightly house clean, VAT included, as a range in whole euro", () => {
    const estimate = estimateQuote(
      facts({ services: ["house-cleaning"], bedrooms: 2, bathrooms: 1, frequency: "fortnightly" }),
      { "house-cleaning": home },
    );
    // (6000 + 1500) × 0.90 = 6750 net; × 1.135 = 7661.25 → 7661 gross
    // low: €76 (rounded down); high: 7661 × 1.20 = 9193.2 → 9193 → €92 (rounded up)
    expect(estimate).toEqual({
      vatRateBp: 1350,
      lines: [{ slug: "house-cleaning", lowCents: 7600, highCents: 9200, perWeek: null }],
      unpriced: [],
      total: null,
    });
  });

  it("adds the extras the office offers and ignores one it does not (no price for the fridge)", () => {
    const base = estimateQuote(facts({ services: ["house-cleaning"], bedrooms: 3, bathrooms: 2, frequency: "once" }), {
      "house-cleaning": home,
    });
    const withExtras = estimateQuote(
      facts({
        services: ["house-cleaning"],
        bedrooms: 3,
        bathrooms: 2,
        frequency: "once",
        extras: ["oven", "fridge"],
      }),
      { "house-cleaning": home },
    );
    // base: 6000 + 2×1500 + 1000 = 10000 net → 11350 gross → €113 to 13620 → €137
    expect(base.lines[0]).toMatchObject({ lowCents: 11300, highCents: 13700 });
    // with the oven: 13000 net → 14755 → €147 to 17706 → €178
    expect(withExtras.lines[0]).toMatchObject({ lowCents: 14700, highCents: 17800 });
  });

  it("applies each frequency's discount and none to a one-off clean", () => {
    const at = (frequency: "once" | "weekly" | "monthly") =>
      estimateQuote(facts({ services: ["apartment-cleaning"], bedrooms: 1, bathrooms: 1, frequency }), {
        "apartment-cleaning": home,
      }).lines[0]!.lowCents;
    expect(at("once")).toBe(6800); // 6000 → 6810 gross
    expect(at("weekly")).toBe(5700); // 5100 → 5788.5 → 5789
    expect(at("monthly")).toBe(6400); // 5700 → 6469.5 → 6470
  });

  it("prices an office by floor area per visit and per week, never under the minimum", () => {
    const big = estimateQuote(facts({ services: ["office-cleaning"], areaSqm: 400, visitsPerWeek: 3 }), {
      "office-cleaning": area,
    });
    // 400 × 12 = 4800, under the €50 minimum → 5000 net → 5675 gross → €56 to 7093.75 → €71
    expect(big.lines[0]).toEqual({
      slug: "office-cleaning",
      lowCents: 5600,
      highCents: 7100,
      perWeek: { lowCents: 16800, highCents: 21300 },
    });
    const bigger = estimateQuote(facts({ services: ["office-cleaning"], areaSqm: 1000, visitsPerWeek: 1 }), {
      "office-cleaning": area,
    });
    // 12000 net → 13620 → €136 to 17025 → €171
    expect(bigger.lines[0]).toMatchObject({ lowCents: 13600, highCents: 17100 });
  });

  it("shows no estimate for a service without rates or with a fact unanswered, and totals two priced ones", () => {
    const estimate = estimateQuote(
      facts({
        services: ["house-cleaning", "carpet-cleaning", "office-cleaning", "commercial-cleaning"],
        bedrooms: 1,
        bathrooms: 1,
        frequency: "once",
        areaSqm: 500,
        visitsPerWeek: 2,
      }),
      { "house-cleaning": home, "office-cleaning": area, "carpet-cleaning": null },
    );
    expect(estimate.lines.map((line) => line.slug)).toEqual(["house-cleaning", "office-cleaning"]);
    expect(estimate.unpriced).toEqual(["commercial-cleaning", "carpet-cleaning"]); // in the site's order
    // 6800..8200 and 500×12 = 6000 → 6810 → 6800..8513 → 8600
    expect(estimate.total).toEqual({ lowCents: 6800 + 6800, highCents: 8200 + 8600 });

    const unanswered = estimateQuote(facts({ services: ["office-cleaning"], areaSqm: 500 }), {
      "office-cleaning": area,
    });
    expect(unanswered.lines).toEqual([]);
    expect(unanswered.unpriced).toEqual(["office-cleaning"]);
  });

  it("refuses rates of the wrong kind for a service rather than guessing", () => {
    const estimate = estimateQuote(facts({ services: ["house-cleaning"], areaSqm: 100, visitsPerWeek: 1 }), {
      "house-cleaning": area,
    });
    expect(estimate.lines).toEqual([]);
  });

  it("uses another VAT rate when given one", () => {
    const estimate = estimateQuote(
      facts({ services: ["house-cleaning"], bedrooms: 1, bathrooms: 1, frequency: "once" }),
      { "house-cleaning": { ...home, spreadPercent: 0 } },
      2300,
    );
    // 6000 × 1.23 = 7380 → €73 to €74
    expect(estimate.lines[0]).toMatchObject({ lowCents: 7300, highCents: 7400 });
  });
});

describe("quote facts and rates", () => {
  it("says which facts the chosen services ask for", () => {
    expect(factsAsked(["house-cleaning"])).toEqual({ home: true, area: false });
    expect(factsAsked(["office-cleaning", "carpet-cleaning"])).toEqual({ home: true, area: true });
  });

  it("refuses facts out of bounds and services that do not exist", () => {
    expect(ZQuoteFacts.safeParse({ services: ["house-cleaning"], bedrooms: 0 }).success).toBe(false);
    expect(ZQuoteFacts.safeParse({ services: ["window-washing"] }).success).toBe(false);
    expect(ZQuoteFacts.safeParse({ services: [] }).success).toBe(false);
    expect(ZQuoteFacts.safeParse({ services: ["office-cleaning"], visitsPerWeek: 8 }).success).toBe(false);
  });

  it("reads stored rates, treating a malformed row as none", () => {
    expect(readRates(home)).toEqual(home);
    expect(readRates(null)).toBeNull();
    expect(readRates({ basis: "home", visitCents: -1 })).toBeNull();
    expect(ZRates.safeParse({ ...area, sqmCents: 0 }).success).toBe(false);
    expect(ZRates.safeParse({ ...home, discountPercent: { weekly: 60, fortnightly: 0, monthly: 0 } }).success).toBe(
      false,
    );
  });
});
