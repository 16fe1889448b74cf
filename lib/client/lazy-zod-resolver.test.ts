import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "./lazy-zod-resolver";

const ZName = z.object({ name: z.string().min(1, "required") });
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyZodResolver", () => {
  it("loads the schema once, on first use, and validates with it", async () => {
    let loads = 0;
    const { resolver } = lazyZodResolver<{ name: string }>(async () => {
      loads += 1;
      return ZName;
    });
    expect(loads).toBe(0);
    const refused = await resolver({ name: "" }, undefined, OPTIONS);
    expect(refused.errors.name?.message).toBe("required");
    const accepted = await resolver({ name: "Aoife" }, undefined, OPTIONS);
    expect(accepted.values).toEqual({ name: "Aoife" });
    expect(loads).toBe(1);
  });

  it("tries the load again after it failed (offline), and preload never fails", async () => {
    let isOnline = false;
    const { resolver, preload } = lazyZodResolver<{ name: string }>(async () => {
      if (!isOnline) throw new TypeError("Failed to fetch dynamically imported module");
      return ZName;
    });
    await expect(preload()).resolves.toBeUndefined();
    await expect(resolver({ name: "" }, undefined, OPTIONS)).rejects.toThrow("Failed to fetch");
    isOnline = true;
    const refused = await resolver({ name: "" }, undefined, OPTIONS);
    expect(refused.errors.name?.message).toBe("required");
  });
});
