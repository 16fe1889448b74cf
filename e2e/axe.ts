import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// axe on what the page shows now: no serious or critical violation. The
// spec wants dashboard titles empty (§2), which axe flags on its own
// (document-title): dashboard pages leave that one rule out.
// Legacy mode runs axe once in the page (same-origin frames included) instead
// of per frame and again in a blank page: two to three times faster here. The
// only cross-origin frame of the site is the franchise page's map, not ours to check.
// Only violations are wanted in full: axe then lists one node of each passing or
// inapplicable rule, not all of them, which halves its time on a dashboard page.
export async function expectNoSeriousAxeViolations(page: Page, label: string) {
  const isDashboard = /\/dashboard(\/|$)/.test(new URL(page.url()).pathname);
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .disableRules(isDashboard ? ["document-title"] : [])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe on ${label}`,
  ).toEqual([]);
}

// An Arabic dashboard page: opened, laid out right to left, settled, and
// free of serious accessibility problems.
export async function expectRtlScreenAccessible(page: Page, path: string, label: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.waitForLoadState("networkidle");
  await expectNoSeriousAxeViolations(page, label);
}
