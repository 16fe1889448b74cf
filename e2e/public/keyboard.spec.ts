import { expect, test } from "../fixtures";

// The header menus, the phone menu and the quote modal work by keyboard alone.

const focusedText = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

test("the header's Services menu opens, is walked with arrows and closes with Escape", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main menu" });
  const button = nav.getByRole("button", { name: "Services" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator(`#${await button.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
  await expect(menu.getByRole("link")).toHaveCount(9);

  await page.keyboard.press("ArrowDown");
  expect(await focusedText(page)).toBe("All services");
  await page.keyboard.press("ArrowDown");
  expect(await focusedText(page)).toBe("House Cleaning");
  await page.keyboard.press("End");
  expect(await focusedText(page)).toBe("Home Removal");
  await page.keyboard.press("ArrowDown");
  expect(await focusedText(page)).toBe("All services");

  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // ArrowDown on the closed button opens it at the first link; Enter follows the link.
  await page.keyboard.press("ArrowDown");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => focusedText(page)).toBe("All services");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/services\/house-cleaning$/);
});

test("Tab leaves the Company menu and closes it", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Company" });
  await button.focus();
  await page.keyboard.press("Space");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  for (let i = 0; i < 5; i += 1) await page.keyboard.press("Tab");
  expect(await focusedText(page)).toBe("Blog");
  await page.keyboard.press("Tab");
  expect(await focusedText(page)).toBe("Contact");
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("the quote modal opens from the keyboard, keeps focus inside and gives it back on Escape", async ({ page }) => {
  await page.goto("/");
  const getQuote = page.getByRole("button", { name: "Get a quote" });
  await getQuote.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Request for your quotation" });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  // A service is chosen with the keyboard.
  const house = dialog.getByRole("checkbox", { name: "House Cleaning" });
  await house.focus();
  await page.keyboard.press("Space");
  await expect(house).toBeChecked();
  await expect(dialog.getByText("House Cleaning", { exact: false }).last()).toBeVisible();

  // Focus never leaves the open dialog.
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(getQuote).toBeFocused();
  // Reopened, it still has the visitor's choice.
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("checkbox", { name: "House Cleaning" })).toBeChecked();
});

test("the phone menu opens, expands its groups and closes by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const open = page.getByRole("button", { name: "Open the menu" });
  await open.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Main menu" });
  await expect(drawer).toBeVisible();
  const company = drawer.getByRole("button", { name: "Company" });
  await company.focus();
  await page.keyboard.press("Enter");
  await expect(company).toHaveAttribute("aria-expanded", "true");
  await expect(drawer.getByRole("link", { name: "Careers" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});

test("the first Tab offers to skip the header; Enter lands in the page's content", async ({ page }) => {
  await page.goto("/contact");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  // The next Tab is inside the content, past the header's links.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(true);
});
