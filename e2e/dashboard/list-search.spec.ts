import { randomUUID } from "node:crypto";
import { userIdOf } from "../db";
import { expectNoSeriousAxeViolations } from "../axe";
import { DEMO, expect, ENGINE_INDEPENDENT, signInByApi, test } from "../fixtures";

// The search box sends what was typed 300 ms after the last key. A row
// clicked in that time (the row was already in view) must win: its panel
// stays open, its page opens. The delayed search used to rewrite the
// address and undo the click.
const ORIGIN = { origin: "http://localhost:3100" };

test("a job clicked while the search box still waits opens its page", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const title = `Quick pick ${randomUUID().slice(0, 8)}`;
  const created = await page.request.post("/api/job/createjob", {
    data: {
      title,
      location: "12 Harbour Road, Howth, Dublin",
      service: "House Cleaning",
      userClientId: await userIdOf(DEMO.client),
      // Later than every demo job: first in the list, newest scheduled first.
      scheduledAt: "2030-01-15T09:00:00.000Z",
    },
    headers: ORIGIN,
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };

  await page.goto("/dashboard/job/list");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toBeVisible();
  await page.getByRole("searchbox").fill(title);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/job/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Past the search box's wait: still on the job.
  await page.waitForTimeout(700);
  await expect(page).toHaveURL(new RegExp(`/dashboard/job/${id}$`));
});

test("an enquiry clicked while the search box still waits stays open", async ({ page }) => {
  const email = `quick-${randomUUID()}@example.ie`;
  const sent = await page.request.post("/api/Enquiry/CreateEnquiry", {
    data: {
      id: randomUUID(),
      name: "Nuala Quick",
      email,
      phone: "087 765 4321",
      address: "7 Quay Street, Galway",
      postCode: "H91 X2Y3",
    },
  });
  expect(sent.status()).toBe(200);
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/enquiry/list");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();
  await page.getByRole("searchbox").fill(email);
  await row.click();
  const panel = page.getByRole("dialog", { name: "Nuala Quick" });
  await expect(panel.getByRole("heading", { name: "Nuala Quick" })).toBeVisible();
  await page.waitForTimeout(700);
  await expect(panel.getByRole("heading", { name: "Nuala Quick" })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("open")).toMatch(/^[0-9a-f-]{36}$/);
});

// While a list loads, its grid says so (not "no enquiries") and the loading
// bar beside it is named: nothing in the grid breaks its table semantics.
test(
  "a list still loading says so, with a named loading bar outside the grid",
  ENGINE_INDEPENDENT,
  async ({ page }) => {
    await signInByApi(page, DEMO.admin);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/enquiry/enquiries**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/dashboard/enquiry/list");
    const bar = page.getByRole("progressbar", { name: "Loading…" });
    await expect(bar).toBeVisible();
    const grid = page.getByRole("grid");
    await expect(grid).toContainText("Loading…");
    expect(await grid.locator('[role="progressbar"]').count()).toBe(0);
    await expectNoSeriousAxeViolations(page, "enquiry list while loading");

    release();
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await expect(bar).toBeHidden();
    await expect(grid).not.toContainText("Loading…");
  },
);

test(
  "on a phone a list's filters wait behind a button, so the rows come first",
  ENGINE_INDEPENDENT,
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page, DEMO.admin);
    await page.goto("/dashboard/job/list");
    const client = page.getByRole("combobox", { name: "Client" });
    const filters = page.getByRole("button", { name: "Filters" });
    await expect(filters).toHaveAttribute("aria-expanded", "false");
    await expect(client).toBeHidden();
    // The first job is on the first screen.
    const firstRow = page.getByRole("row").nth(1);
    await expect(firstRow).toBeVisible();
    expect((await firstRow.boundingBox())!.y).toBeLessThan(844);
    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await expect(client).toBeVisible();
  },
);
