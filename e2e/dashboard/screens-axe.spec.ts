import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../axe";
import { e2eQueryOne } from "../db";
import { DEMO, expect, signInByApi, test } from "../fixtures";

// axe on every back-office screen of the people-and-leads work, in English
// and Arabic, with their panels and dialogs open: no serious or critical
// violation. The flows themselves are tested in people.spec.ts and leads.spec.ts.

async function firstId(sql: string): Promise<string> {
  return (await e2eQueryOne<{ id: string }>(sql))!.id;
}

type Screen = {
  name: string;
  path: () => string | Promise<string>;
  who?: keyof typeof DEMO;
  // Makes what the screen needs to show, before it is opened.
  prepare?: (page: Page) => Promise<void>;
  // Opens what the screen opens on demand (a panel, a dialog).
  open?: (page: Page) => Promise<void>;
};

const clickFirstRow = async (page: Page) => {
  await page.getByRole("row").nth(1).click();
  await expect(page.getByRole("dialog")).toBeVisible();
};

const SCREENS: Screen[] = [
  { name: "all users", path: () => "/dashboard/user/all" },
  { name: "clients", path: () => "/dashboard/user/clients" },
  { name: "cleaners", path: () => "/dashboard/user/cleaners" },
  { name: "new user", path: () => "/dashboard/user/new" },
  {
    name: "edit a cleaner",
    path: async () => `/dashboard/user/${await firstId(`SELECT id FROM "User" WHERE email = 'cleaner@demo.ie'`)}/edit`,
  },
  { name: "my profile", path: () => "/dashboard/user/profile", who: "cleaner" },
  // The office's profile has the Monday digest's checkbox.
  { name: "my profile (office)", path: () => "/dashboard/user/profile" },
  { name: "companies", path: () => "/dashboard/company" },
  { name: "new company", path: () => "/dashboard/company/new" },
  {
    name: "edit a company",
    path: async () => `/dashboard/company/${await firstId('SELECT id FROM "Company" ORDER BY name LIMIT 1')}/edit`,
  },
  { name: "the client's company", path: () => "/dashboard/company", who: "client" },
  { name: "enquiries with one open", path: () => "/dashboard/enquiry/list", open: clickFirstRow },
  { name: "franchise requests with one open", path: () => "/dashboard/franchise/list", open: clickFirstRow },
  {
    name: "categories with the new-category dialog",
    path: () => "/dashboard/category",
    open: async (page) => {
      await page
        .getByRole("button", { name: /category|فئة/i })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
    },
  },
  {
    name: "mail with one open",
    path: () => "/dashboard/mail",
    // Something in the outbox: a callback request queues the office's
    // notification with the enquiry itself.
    prepare: async (page) => {
      const response = await page.request.post("/api/Enquiry/CreateEnquiry", {
        data: {
          id: randomUUID(),
          name: "Nuala Brennan",
          email: `nuala-${randomUUID()}@example.ie`,
          phone: "086 111 2233",
          address: "2 Dock Road, Limerick",
          postCode: "V94 T2X3",
          messageDescription: "Weekly office clean.",
        },
      });
      expect(response.status()).toBe(200);
    },
    open: clickFirstRow,
  },
];

// The screens are checked in a few tests of several screens each (one
// browser per test, so the dashboard's scripts load once, not per screen).
const GROUPS = 3;

for (const locale of ["en", "ar"] as const) {
  for (let group = 0; group < GROUPS; group += 1) {
    const screens = SCREENS.filter((_, index) => index % GROUPS === group);
    test(`${screens.map((screen) => screen.name).join(", ")} (${locale}): no serious accessibility problems`, async ({
      page,
    }) => {
      test.setTimeout(40_000 * screens.length);
      let signedInAs: keyof typeof DEMO | undefined;
      for (const screen of screens) {
        await screen.prepare?.(page);
        const who = screen.who ?? "admin";
        if (who !== signedInAs) {
          await signInByApi(page, DEMO[who]);
          signedInAs = who;
        }
        await page.goto(`${locale === "ar" ? "/ar" : ""}${await screen.path()}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        await expectNoSeriousAxeViolations(page, `${screen.name} (${locale})`);
        if (screen.open) {
          await screen.open(page);
          await page.waitForLoadState("networkidle");
          await expectNoSeriousAxeViolations(page, `${screen.name}, open (${locale})`);
        }
      }
    });
  }
}

// A lazy dialog opened before its form has arrived (a slow connection, or
// before the idle preload) shows a dimmed page and a progress bar in a
// dialog of its own: that dialog is named too. Here the preload is kept from
// running and the form's chunk is held until the loading dialog is checked.
test("a dialog still loading its form is named and has no serious accessibility problems", async ({ page }) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/category");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await released;
    await route.continue();
  });
  await page
    .getByRole("button", { name: /category/i })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Loading…" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "the new-category dialog, loading");
  release();
  await expect(page.getByRole("dialog", { name: "New category" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Loading…" })).toHaveCount(0);
});
