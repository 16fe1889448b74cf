import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../axe";
import { DEMO, expect, phonePage, signInByApi, switchUser, test } from "../fixtures";

// The entries of the permanent side menu, top level only (sub-menus start closed).
async function topLevelMenu(page: Page): Promise<string[]> {
  await page.goto("/dashboard/app");
  // The label of each entry (not the count of clients waiting, which loads after).
  const entries = page.locator(".MuiDrawer-docked nav .MuiListItemButton-root .MuiListItemText-primary");
  await expect(entries.first()).toBeVisible();
  return (await entries.allInnerTexts()).map((text) => text.trim());
}

const MENUS = {
  cleaner: ["App", "Company", "Clocking", "User", "Job", "Timesheet"],
  client: ["App", "Company", "Clocking", "User", "Job"],
  admin: [
    "App",
    "Company",
    "Clocking",
    "Enquiry",
    "Franchise",
    "Rota",
    "User",
    "Invoice",
    "Job",
    "Timesheet",
    "Categories",
    "Mail",
  ],
  superadmin: [
    "App",
    "Company",
    "Clocking",
    "Enquiry",
    "Franchise",
    "Rota",
    "User",
    "Invoice",
    "Job",
    "Timesheet",
    "Categories",
    "Mail",
  ],
} as const;

for (const [who, expected] of Object.entries(MENUS)) {
  test(`the ${who}'s side menu`, async ({ page }) => {
    await signInByApi(page, DEMO[who as keyof typeof DEMO]);
    expect(await topLevelMenu(page)).toEqual(expected);
  });
}

// Which screens open (200) and which answer the dashboard's 403, per role.
const ROUTES: [path: string, cleaner: boolean, client: boolean, admin: boolean][] = [
  ["/dashboard/job/list", true, true, true],
  ["/dashboard/permission", true, true, true],
  ["/dashboard/clocking/history", true, true, false],
  ["/dashboard/timesheet", true, false, true],
  ["/dashboard/enquiry/list", false, false, true],
  ["/dashboard/franchise/list", false, false, true],
  ["/dashboard/rota/list", false, false, true],
  ["/dashboard/invoice/list", false, false, true],
  ["/dashboard/user/all", false, false, true],
  ["/dashboard/company/new", false, false, true],
  ["/dashboard/category", false, false, true],
  ["/dashboard/mail", false, false, true],
];

// The server decides (requireScreen redirects to the 403 page), so each screen is
// asked for with the session's cookie rather than rendered in the browser: a
// dozen page loads per role were a minute of the suite.
for (const [index, who] of (["cleaner", "client", "admin"] as const).entries()) {
  test(`which screens the ${who} may open`, async ({ page }) => {
    await signInByApi(page, DEMO[who]);
    for (const route of ROUTES) {
      const response = await page.request.get(route[0]);
      const expectedPath = route[index + 1] ? route[0] : "/dashboard/403";
      expect(response.ok(), `${who} → ${route[0]}`).toBe(true);
      expect(new URL(response.url()).pathname, `${who} → ${route[0]}`).toBe(expectedPath);
    }
  });
}

test("the first Tab skips the 17 stops of the header and menu to the screen", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/job/list");
  await expect(page.getByRole("grid")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("main").getByRole("link", { name: "Dashboard" })).toBeFocused();
});

test("what the keyboard focuses wears a ring: a header button, a chart", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/app");
  await expect(page.locator(".MuiChartsSurface-root").first()).toBeVisible();
  const outline = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
  await page.keyboard.press("Tab"); // the skip link
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Collapse or expand the menu" })).toBeFocused();
  expect(await outline()).toBe("solid 2px");

  // Tab on to the first chart; the ring goes round it (MUI's focus target draws none).
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => Boolean(document.activeElement?.closest(".MuiChartsSurface-root")))) break;
  }
  const ring = await page.evaluate(() => {
    const box = document.activeElement!.closest(".MuiChartsSurface-root")!.closest(".MuiGrid-root")!;
    const style = getComputedStyle(box);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(ring).toBe("solid 2px");
});

test("the search dialog works by keyboard", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/app");
  // The button shows the shortcut of this (Linux) keyboard, not a Mac's ⌘K.
  await expect(
    page
      .getByRole("banner")
      .getByRole("button", { name: /^Search/ })
      .locator("kbd"),
  ).toHaveText("Ctrl K");
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(dialog).toContainText("Please enter keywords");
  await expectNoSeriousAxeViolations(page, "the search dialog");
  await page.keyboard.type("zzzz");
  await expect(dialog).toContainText('No results found for "zzzz". Try checking for typos or using complete words.');
  await page.getByRole("combobox").fill("cl");
  await expect(dialog.getByRole("option")).toHaveText([/Clocking/, /Cleaners/, /Clients/]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("option").nth(2)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/user\/clients$/);
  await expect(dialog).toBeHidden();
});

test("settings survive a reload", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/app");
  await page.getByRole("button", { name: "Settings" }).click();
  const drawer = page.getByRole("presentation").filter({ hasText: "Colour presets" });
  await drawer.getByRole("button", { name: "Dark" }).click();
  await drawer.getByRole("button", { name: "Mini" }).click();
  await drawer.getByRole("radio", { name: "Purple" }).click();
  await page.keyboard.press("Escape");

  // Each value the reloaded page gives the server's copy (the settings cookie), from its start.
  await page.addInitScript(() => {
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    const writes: string[] = [];
    Object.assign(window, { settingsCookieWrites: writes });
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => cookie.get!.call(document) as string,
      set: (value: string) => {
        if (value.startsWith("dashboard-settings=")) writes.push(decodeURIComponent(value.split(";")[0]!));
        cookie.set!.call(document, value);
      },
    });
  });
  await page.reload();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("settings"))) ?? "{}");
  expect(stored).toMatchObject({ mode: "dark", layout: "mini", preset: "purple" });
  await expect(page.getByRole("button", { name: "Collapse or expand the menu" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe("rgb(247, 249, 248)");
  // Once hydrated, the page copies the stored choices to the server's copy, and never copied the
  // defaults on the way (the cookie was light for a moment, and a request then painted light).
  const copiedModes = async () =>
    (await page.evaluate(() => (window as unknown as { settingsCookieWrites: string[] }).settingsCookieWrites)).map(
      (write) => (JSON.parse(write.slice("dashboard-settings=".length)) as { mode?: string }).mode ?? "default",
    );
  await expect.poll(copiedModes).toContain("dark");
  expect(new Set(await copiedModes())).toEqual(new Set(["dark"]));
  // The server paints the first frame dark too (its cookie copy): no light flash.
  const serverBody = async () =>
    /body\{[^}]*background-color:(#[0-9a-f]{6})/i.exec(await (await page.request.get("/dashboard/app")).text())?.[1];
  expect(await serverBody()).toBe("#141a21");

  await page.getByRole("button", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Reset" }).click();
  expect(await page.evaluate(() => localStorage.getItem("settings"))).toBeNull();
  expect(await serverBody()).toBe("#f7f9f8");
});

test("the settings drawer slides in, unless the device asks for less motion", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const slide = async () => {
    await page.goto("/dashboard/app");
    await page.getByRole("button", { name: "Settings" }).click();
    const drawer = page.locator(".MuiDrawer-paper").filter({ hasText: "Colour presets" });
    await expect(drawer).toBeVisible();
    return drawer.evaluate((element) => getComputedStyle(element).transitionDuration);
  };
  // The suite runs as a device set to reduce motion (playwright.config.ts).
  expect(await slide()).toBe("0s");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await slide()).not.toBe("0s");
});

test("the office's overview counts the completed visits not invoiced yet, with a way to bill them", async ({
  page,
}) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/app");
  // The demo has one; other tests may have completed more.
  await expect(page.getByText(/^\d+ completed visits? (is|are) not invoiced yet\.$/)).toBeVisible();
  await page.getByRole("link", { name: "Start an invoice" }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoice\/new$/);
});

// The overview comes with the page (app/[locale]/dashboard/app/page.tsx): on a
// slow phone the day shows at first paint, not once the scripts have run and
// asked for it. With scripts off, the figures are there all the same.
test("the overview's figures are in the page as served, before any script runs", async ({ browser }) => {
  for (const who of ["admin", "cleaner"] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-IE" });
    const page = await context.newPage();
    await signInByApi(page, DEMO[who]);
    await page.goto("/dashboard/app");
    if (who === "admin") {
      await expect(page.getByText(/^\d+ completed visits? (is|are) not invoiced yet\.$/)).toBeVisible();
    } else {
      await expect(page.getByRole("heading", { name: "My hours this week" })).toBeVisible();
      await expect(page.getByText(/^of \d+ h( \d+ min)? rostered$/)).toBeVisible();
    }
    await context.close();
  }
});

test("the Arabic dashboard is right-to-left", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/ar/dashboard/app");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const box = await page.locator(".MuiDrawer-paper").first().boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThan(width / 2);
});

test("on a phone the menu is a drawer", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page, DEMO.cleaner);
  await page.goto("/dashboard/app");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Job" }).click();
  await expect(page).toHaveURL(/\/dashboard\/job\/list$/);

  // The language picker is at the drawer's top, where the app bar once covered it:
  // a click (unlike selectOption) fails when something else would take the tap.
  await page.getByRole("button", { name: "Open menu" }).click();
  const language = page.locator(".MuiDrawer-modal").getByRole("combobox", { name: "Language" });
  await language.click();
  await language.selectOption("fr");
  await expect(page).toHaveURL(/\/fr\/dashboard\/job\/list$/);
});

test("the permission page lists what the role may do", async ({ page }) => {
  await signInByApi(page, DEMO.cleaner);
  // Reached from the account menu.
  await page.goto("/dashboard/app");
  await expect(async () => {
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Permissions" })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.getByRole("menuitem", { name: "Permissions" }).click();
  await expect(page).toHaveURL(/\/dashboard\/permission$/);
  await expect(page.getByRole("heading", { name: "Permissions" })).toBeVisible();
  const enquiries = page.getByRole("row", { name: /^Enquiries/ });
  await expect(enquiries.getByLabel("Not allowed")).toBeVisible();
  await expect(page.getByRole("row", { name: /^Jobs/ }).getByLabel("Allowed")).toBeVisible();
});

for (const mode of ["light", "dark"] as const) {
  test(`the dashboard shell has no serious accessibility problems (${mode})`, async ({ page }) => {
    await signInByApi(page, DEMO.admin);
    await page.goto("/dashboard/app");
    await page.evaluate((value) => localStorage.setItem("settings", JSON.stringify({ mode: value })), mode);
    await page.reload();
    await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `dashboard shell (${mode})`);
  });
}

// Dark mode's primary colour is a lighter shade (theme.ts): links, outlined
// buttons and chips in it are read on dark paper across the screens.
test("dashboard screens in dark mode have no serious accessibility problems", async ({ page }) => {
  test.slow();
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/app");
  await page.evaluate(() => localStorage.setItem("settings", JSON.stringify({ mode: "dark" })));
  for (const path of [
    "/dashboard/clocking",
    "/dashboard/job/list",
    "/dashboard/invoice/list",
    "/dashboard/timesheet",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, `${path} (dark)`);
  }
  // A panel with a link, a waiting request's buttons and the correction form.
  await page.goto("/dashboard/clocking/requests");
  await page.getByRole("row").nth(1).click();
  await expect(page.getByRole("dialog").getByTestId("clock-request")).toBeVisible();
  await expectNoSeriousAxeViolations(page, "a correction request's record (dark)");
});

test("the back-office flag is off on the home page and on elsewhere (spec §4)", async ({ page }) => {
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("isBackend"))).toBe("false");
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("isBackend"))).toBe("true");
});

for (const layout of ["mini", "horizontal"] as const) {
  test(`the ${layout} layout opens sub-menus`, async ({ page }) => {
    await signInByApi(page, DEMO.admin);
    await page.goto("/dashboard/app");
    await page.evaluate((value) => localStorage.setItem("settings", JSON.stringify({ layout: value })), layout);
    await page.reload();
    // A click before the page has hydrated opens nothing: click until the
    // sub-menu shows. "User" may carry the count of clients waiting.
    const clients = page.getByRole("menuitem", { name: /^Clients/ });
    await expect(async () => {
      await page.getByRole("button", { name: /^User\b/ }).click();
      await expect(clients).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await clients.click();
    await expect(page).toHaveURL(/\/dashboard\/user\/clients$/);
  });
}

for (const direction of ["ltr", "rtl"] as const) {
  test(`in ${direction}, the mini layout's sub-menu opens beside the rail, not over it`, async ({ page }) => {
    await signInByApi(page, DEMO.admin);
    await page.goto("/dashboard/app");
    await page.evaluate(
      (value) => localStorage.setItem("settings", JSON.stringify({ layout: "mini", direction: value })),
      direction,
    );
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", direction);
    // The stored layout applies once the page has hydrated: until then the menu is the wide one.
    await expect(page.getByRole("button", { name: "Collapse or expand the menu" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const user = page.getByRole("button", { name: /^User\b/ });
    const menu = page.getByRole("menu");
    // Measured before it opens: the open menu hides the rest of the page from the accessibility tree.
    const tile = (await user.boundingBox())!;
    await expect(async () => {
      await user.click();
      await expect(menu).toBeVisible({ timeout: 2_000 });
    }).toPass();
    // Wait for the menu's opening transition to end before measuring it.
    await expect(async () => {
      const paper = (await menu.boundingBox())!;
      if (direction === "ltr") expect(paper.x).toBeGreaterThanOrEqual(tile.x + tile.width - 1);
      else expect(paper.x + paper.width).toBeLessThanOrEqual(tile.x + 1);
    }).toPass();
  });
}

test("the dashboard's language picker keeps the screen", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/enquiry/list");
  await page.getByLabel("Language").first().selectOption("ar");
  await expect(page).toHaveURL(/\/ar\/dashboard\/enquiry\/list$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("MUI's own controls speak the page's language", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  await page.goto("/fr/dashboard/job/list");
  // The button that opens the client filter's list (English: "Open").
  await expect(page.getByRole("button", { name: "Ouvrir" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Open", exact: true })).toHaveCount(0);
  // The rows shown under a list, in Vietnamese too (MUI X has no Vietnamese for it).
  await page.goto("/vi/dashboard/job/list");
  await expect(page.locator(".MuiTablePagination-displayedRows")).toHaveText(/^\u2066?1–\d+\u2069? trên \d+$/);
});

test("a screen's malformed address answers 404 inside the dashboard", async ({ page }) => {
  await signInByApi(page, DEMO.cleaner);
  const response = await page.goto("/dashboard/job/finalise");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404: Not Found" })).toBeVisible();
  // The dashboard's frame, with its menu, and the way back to it.
  await expect(page.locator(".MuiDrawer-docked nav")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to dashboard" }).first()).toBeVisible();
});

test("a person's clock records of someone who does not exist answer 404, not an empty list", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const response = await page.goto("/dashboard/clocking/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404: Not Found" })).toBeVisible();
});

test("a cleaner's company page says it is for clients' companies", async ({ page }) => {
  await signInByApi(page, DEMO.cleaner);
  await page.goto("/dashboard/company");
  await expect(page.getByText("there is nothing here for a cleaner to fill in")).toBeVisible();
});

// The menu shows every screen at once: a page view asks the server for none of
// them ahead of time. A link the user reaches for (pointer or keyboard) is
// fetched ahead of the click, so the move still feels instant.
test("the side menu prefetches a screen only once the user reaches for it", async ({ page }) => {
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
  });
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/app");
  const menu = page.locator(".MuiDrawer-docked nav");
  await expect(menu.getByRole("link", { name: "Invoice" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const menuPaths = ["/dashboard/company", "/dashboard/enquiry/list", "/dashboard/invoice/list", "/dashboard/mail"];
  expect(prefetched.filter((path) => menuPaths.includes(path))).toEqual([]);

  await menu.getByRole("link", { name: "Invoice" }).hover();
  await expect.poll(() => prefetched).toContain("/dashboard/invoice/list");
  await menu.getByRole("link", { name: "Mail" }).focus();
  await expect.poll(() => prefetched).toContain("/dashboard/mail");
  expect(prefetched).not.toContain("/dashboard/company");

  await menu.getByRole("link", { name: "Invoice" }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoice\/list$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

// Every dashboard page has the dialog, closed; its checks (zod) load when it
// opens. A cleaner changes her password on her phone.
test("a user changes their password from the account menu: told what is wrong first, then signed in with the new one", async ({
  page,
  browser,
}) => {
  await signInByApi(page, DEMO.admin);
  const email = `password-${randomUUID().slice(0, 8)}@example.ie`;
  const oldPassword = `Dalkey-${randomUUID()}`;
  const newPassword = `Killiney-${randomUUID()}`;
  const created = await page.request.post("/api/user/createUser", {
    data: { email, password: oldPassword, firstName: "Aoife", lastName: "Passwordtest", role: "Cleaner" },
    headers: { origin: "http://localhost:3100" },
  });
  expect(created.status(), await created.text()).toBe(200);

  const phone = await phonePage(browser, email, { password: oldPassword });
  await phone.page.goto("/dashboard/app");
  await phone.page.getByRole("button", { name: "AP · Account menu" }).click();
  await phone.page.getByRole("menuitem", { name: "Change password" }).click();
  const dialog = phone.page.getByRole("dialog", { name: "Change password" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Enter your password.")).toBeVisible();
  await expect(dialog.getByText("Enter a password.")).toBeVisible();

  await dialog.getByLabel("Current password").fill("not-my-password");
  await dialog.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
  await dialog.getByLabel("Confirm new password").fill(`${newPassword}!`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The passwords do not match.")).toBeVisible();

  await dialog.getByLabel("Confirm new password").fill(newPassword);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The current password is not correct.").first()).toBeVisible();

  await dialog.getByLabel("Current password").fill(oldPassword);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(phone.page.getByText("Your password has been changed.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await phone.context.close();

  const signIn = (password: string) =>
    page.request.post("/api/auth/login", { data: { username: email, password } }).then((response) => response.status());
  expect(await signIn(oldPassword)).toBe(401);
  expect(await signIn(newPassword)).toBe(200);
});

// Each screen is formatted twice, on the server and in the browser, and React
// drops the server's HTML when the two differ (hydration error 418; the
// consoleErrors fixture fails the test on it). Node's ICU and Chromium's differ
// in places (the spaces around a range's dash), so the screens with dates and
// amounts are walked in the languages the axe walks skip.
const DATED_SCREENS: [keyof typeof DEMO, string][] = [
  ["admin", "/dashboard/app"],
  ["admin", "/dashboard/rota"],
  ["admin", "/dashboard/rota/list"],
  ["admin", "/dashboard/clocking"],
  ["admin", "/dashboard/job/list"],
  ["admin", "/dashboard/invoice/list"],
  ["admin", "/dashboard/timesheet"],
  ["admin", "/dashboard/enquiry/list"],
  ["cleaner", "/dashboard/app"],
  ["cleaner", "/dashboard/clocking/history"],
  ["client", "/dashboard/app"],
  ["client", "/dashboard/invoice/list"],
];

for (const locale of ["fr", "vi", "cn"] as const) {
  test(`every screen with dates hydrates as served (${locale})`, async ({ page }) => {
    test.slow();
    let signedInAs: keyof typeof DEMO | null = null;
    for (const [who, path] of DATED_SCREENS) {
      if (who !== signedInAs) {
        await switchUser(page, DEMO[who]);
        signedInAs = who;
      }
      await page.goto(`/${locale}${path}`);
      // React marks each node it has hydrated; the page's title is in every screen.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const title = document.querySelector("main h1");
            return Boolean(title && Object.keys(title).some((key) => key.startsWith("__reactFiber")));
          }),
        )
        .toBe(true);
      await expect(page.getByRole("progressbar")).toHaveCount(0);
    }
  });
}
