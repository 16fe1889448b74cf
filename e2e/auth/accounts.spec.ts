import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { SignJWT } from "jose";
import { E2E_ENV } from "../../scripts/e2e-env";
import { expectNoSeriousAxeViolations } from "../axe";
import { createSessionRow, readLatestMail, setUserStatus } from "../db";
import { expect, ENGINE_INDEPENDENT, test } from "../fixtures";

const PASSWORD = "Window-Cleaner-2026";

async function registerThroughForm(page: Page, email: string) {
  await page.goto("/auth/jwt/register");
  await page.getByLabel("First name").fill("Gráinne");
  await page.getByLabel("Last name").fill("Ní Mhaille");
  await page.getByLabel("Email address").fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status")).toContainText("Thank you for registering");
}

// Right after a full page load the button may not be hydrated yet: try again until the menu opens.
async function openAccountMenu(page: Page) {
  await expect(async () => {
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible({ timeout: 1000 });
  }).toPass();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/auth/jwt/login");
  await page.getByLabel("Email address").fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("register → confirm the address from the mail → activated by the office → log in", async ({ page }) => {
  const email = `grainne-${randomUUID()}@example.ie`;
  await registerThroughForm(page, email);

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "approval" })).toHaveText(
    "Your account is waiting for approval by an administrator.",
  );

  // The registration mail's link opens a page whose button confirms (a mail
  // scanner following the link confirms nothing).
  const mail = await readLatestMail(email, 10_000, "confirm-email");
  const link = mail.match(/http:\/\/localhost:\d+\/auth\/jwt\/confirm-email\?[^\s"<]+/)![0].replace(/&amp;/g, "&");
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "the confirmation page");
  // The way forward for a refused link is not shown before anything was refused.
  await expect(page.getByText("Confirmation links work for seven days.")).toHaveCount(0);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("status")).toContainText("Thank you: your address is confirmed");
  // Used once: the same link again says so.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "confirmation link" })).toHaveText(
    "This confirmation link is invalid, used or expired.",
  );
  // Not a dead end: a password link proves the address too.
  await expect(page.getByText("Confirmation links work for seven days.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a password link" })).toHaveAttribute(
    "href",
    "/auth/jwt/forgot-password",
  );
  await logIn(page, email, PASSWORD);

  await setUserStatus(email, "active");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/app$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Gráinne" })).toBeVisible();
});

test("an incomplete confirmation link says so, in the page's language, and leads to a password link", async ({
  page,
}) => {
  await page.goto("/ar/auth/jwt/confirm-email");
  await expect(page.getByRole("alert").filter({ hasText: "رابط التأكيد" })).toHaveText(
    "رابط التأكيد هذا غير مكتمل. افتح الرابط من رسالة البريد الإلكتروني مرة أخرى.",
  );
  await expect(page.getByText("تبقى روابط التأكيد صالحة سبعة أيام.", { exact: false })).toBeVisible();
  await page.getByRole("link", { name: "اطلب رابطًا لكلمة المرور" }).click();
  await expect(page).toHaveURL(/\/ar\/auth\/jwt\/forgot-password$/);
});

test("the register form refuses a weak password; a taken e-mail is not told apart, its owner is e-mailed", async ({
  page,
}) => {
  const owner = `owner-${randomUUID()}@example.ie`;
  await registerThroughForm(page, owner);

  await page.goto("/auth/jwt/register");
  await page.getByLabel("First name").fill("Seán");
  await page.getByLabel("Last name").fill("Ryan");
  await page.getByLabel("Email address").fill(owner);
  await page.locator('input[name="password"]').fill("password123");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This password is too common. Choose one that is harder to guess.")).toBeVisible();

  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  // The same answer as for a new address...
  await expect(page.getByRole("status")).toContainText("Thank you for registering");
  // ...and the owner hears of it, with a way back in.
  const mail = await readLatestMail(owner, 10_000, "already has one");
  expect(mail).toMatch(/^Subject: Your Emerald Clean account\r?$/m);
  expect(mail).toMatch(/http:\/\/localhost:3100\/auth\/jwt\/forgot-password/);
});

test("forgot password → e-mail → reset → log in with the new password", async ({ page }) => {
  const email = `ronan-${randomUUID()}@example.ie`;
  await registerThroughForm(page, email);
  await setUserStatus(email, "active");

  await page.goto("/auth/jwt/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  // Wait for the new page, or the login page's e-mail field could be the one filled.
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("Check your e-mail");

  // The outbox sends in the background: the registration mail may come after it.
  const mail = await readLatestMail(email, 15_000, "Subject: Reset your Emerald Clean password");
  expect(mail).toContain("Content-Type: text/plain");
  // The subject's placeholder is filled in (messages are precompiled in the build).
  expect(mail).toContain("Subject: Reset your Emerald Clean password");
  const link = mail.match(/http:\/\/localhost:\d+\/auth\/jwt\/reset-password\?[^\s"<]+/)?.[0]?.replace(/&amp;/g, "&");
  expect(link).toBeTruthy();

  await page.goto(link!);
  const newPassword = "Sparkling-Kitchen-88";
  await page.locator('input[name="password"]').fill(newPassword);
  await page.locator('input[name="confirmPassword"]').fill("Sparkling-Kitchen-89");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("The passwords do not match.")).toBeVisible();
  await page.locator('input[name="confirmPassword"]').fill(newPassword);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed");

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "incorrect" })).toBeVisible();
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard\/app$/);

  // The link works once.
  await page.goto(link!);
  await page.locator('input[name="password"]').fill("Another-Fresh-Start-1");
  await page.locator('input[name="confirmPassword"]').fill("Another-Fresh-Start-1");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "invalid" })).toBeVisible();
});

test("an expired token raises the 'Token expired' alert and leads to the login page", async ({ page, context }) => {
  const email = `expiring-${randomUUID()}@example.ie`;
  await registerThroughForm(page, email);
  await setUserStatus(email, "active");
  const login = await page.request.post("/api/auth/login", { data: { username: email, password: PASSWORD } });
  const { user } = await login.json();

  // A token that lives 4 seconds, signed as the server would (same secret, same claims, a session of its own).
  const exp = Math.floor(Date.now() / 1000) + 4;
  const token = await new SignJWT({ role: user.role, ver: 0, sid: await createSessionRow(user.id, exp) })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(E2E_ENV.AUTH_SECRET));
  await context.clearCookies();
  await context.addCookies([
    { name: "cs_session", value: token, domain: "localhost", path: "/", httpOnly: true, sameSite: "Lax", expires: exp },
  ]);

  await page.goto("/dashboard/app");
  await expect(page.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  const alert = page.getByRole("alertdialog", { name: "Token expired" });
  await expect(alert).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => sessionStorage.getItem("accessToken"))).toBeNull();
  await alert.getByRole("button", { name: "Sign in again" }).click();
  await expect(page).toHaveURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard%2Fapp$/);
});

test("a session the server no longer accepts is cleared instead of looping between login and dashboard", async ({
  page,
}) => {
  const email = `banned-${randomUUID()}@example.ie`;
  await registerThroughForm(page, email);
  await setUserStatus(email, "active");
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/app$/);

  await setUserStatus(email, "banned");
  await page.goto("/dashboard/app");
  await expect(page).toHaveURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard%2Fapp$/);
  await expect(page.getByRole("heading", { name: "Log into your account" })).toBeVisible();
});

test("logout ends the session; a failed logout says 'Unable to logout!'", async ({ page, consoleErrors }) => {
  const email = `leaving-${randomUUID()}@example.ie`;
  await registerThroughForm(page, email);
  await setUserStatus(email, "active");
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/app$/);

  await page.route("**/api/auth/logout", (route) => route.fulfill({ status: 500, body: "{}" }));
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByText("Unable to logout!")).toBeVisible();
  // The browser logs the 500 we staged; nothing else may be in the console.
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("500")]);

  await page.unroute("**/api/auth/logout");
  const [session] = await page
    .context()
    .cookies()
    .then((all) => all.filter((c) => c.name === "cs_session"));
  await openAccountMenu(page);
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\/jwt\/login$/);
  await page.goto("/dashboard/app");
  await expect(page).toHaveURL(/\/auth\/jwt\/login\?returnTo=/);
  // Someone who kept a copy of the token gets nothing with it.
  const replay = await page.request.get("/api/auth/me", { headers: { authorization: `Bearer ${session!.value}` } });
  expect(replay.status()).toBe(401);
});

test(
  "every page is served with the security headers, and none breaks its own policy",
  ENGINE_INDEPENDENT,
  async ({ page }) => {
    for (const path of ["/", "/contact", "/ar/contact", "/auth/jwt/login", "/auth/jwt/register"]) {
      const response = await page.goto(path);
      const headers = response!.headers();
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      // A CSP violation would show in the console and fail this test through the fixture.
      await page.waitForLoadState("networkidle");
    }
  },
);
