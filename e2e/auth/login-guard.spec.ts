import { DEMO, DEMO_PASSWORD, expect, ENGINE_INDEPENDENT, signInByApi, test } from "../fixtures";

test("a guarded page sends a visitor to login and back again afterwards", async ({ page }) => {
  await page.goto("/dashboard/job/list");
  await expect(page).toHaveURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard%2Fjob%2Flist$/);
  await expect(page.getByRole("heading", { name: "Log into your account" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Click to go back" })).toHaveAttribute("href", "/");

  await page.getByLabel("Email address").fill(DEMO.admin);
  await page.getByLabel("Password", { exact: false }).first().fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/job\/list$/);
  await expect(page.getByRole("heading", { name: "Jobs" })).toBeVisible();
});

test("a wrong password shows the server's message and field errors show before sending", async ({ page }) => {
  await page.goto("/auth/jwt/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("This field is required.")).toBeVisible();
  await expect(page.getByText("Enter your password.")).toBeVisible();
  await page.getByLabel("Email address").fill("admin-at-demo.ie");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();

  await page.getByLabel("Email address").fill(DEMO.admin);
  await page.locator('input[name="password"]').fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "incorrect" })).toHaveText(
    "The email address or password is incorrect.",
  );
  await expect(page).toHaveURL(/\/auth\/jwt\/login$/);
});

test("a signed-in user opening the login page is sent on", async ({ page }) => {
  await signInByApi(page, DEMO.cleaner);
  await page.goto("/auth/jwt/login");
  await expect(page).toHaveURL(/\/dashboard\/app$/);
  await page.goto("/auth/jwt/login?returnTo=%2Fdashboard%2Fjob%2Flist");
  await expect(page).toHaveURL(/\/dashboard\/job\/list$/);
  await page.goto("/auth/jwt/login?returnTo=https%3A%2F%2Fevil.example%2F");
  await expect(page).toHaveURL(/localhost:\d+\/dashboard\/app$/);
});

test("a cleaner is refused the enquiry list, on the page and in the API", async ({ page }) => {
  await signInByApi(page, DEMO.cleaner);
  await page.goto("/dashboard/enquiry/list");
  await expect(page).toHaveURL(/\/dashboard\/403$/);
  const response = await page.request.post("/api/enquiry/enquiries", { data: {} });
  expect(response.status()).toBe(403);
});

test("unknown paths: public 404 page, dashboard redirect to /dashboard/404", ENGINE_INDEPENDENT, async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^404: Not Found/);
  await expect(page.getByText("Sorry, the page you are looking for does not exist.")).toBeVisible();
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/no-such-screen");
  await expect(page).toHaveURL(/\/dashboard\/404$/);
});
