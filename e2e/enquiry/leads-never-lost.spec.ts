import { randomUUID } from "node:crypto";
import type { Page, Route } from "@playwright/test";
import { e2eQuery } from "../db";
import { DEMO, expect, signInByApi, test } from "../fixtures";

// Issue #16: post codes that do not turn leads away, and forms that keep a
// lead through a failed send and store it once when it is sent again.

const CREATE_ENQUIRY = "**/api/Enquiry/CreateEnquiry";

type Callback = { email: string; address: string; postCode: string };

async function fillCallbackForm(page: Page, { email, address, postCode }: Callback) {
  await page.locator('input[name="name"]').fill("Gráinne Murphy");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="phone"]').fill("087 765 4321");
  await page.locator('input[name="address"]').fill(address);
  await page.locator('input[name="postCode"]').fill(postCode);
  await page.locator('textarea[name="messageDescription"]').first().fill("A deep clean before we move in.");
}

function storedEnquiries(email: string): Promise<{ postCode: string }[]> {
  return e2eQuery<{ postCode: string }>('SELECT "postCode" FROM "Enquiry" WHERE email = ?', [email]);
}

// The ids of the CreateEnquiry requests the page sends. `answer` answers an
// attempt (counted from 1) itself and says true, or says false to let it
// through to the server.
async function watchCreateEnquiry(page: Page, answer: (attempt: number, route: Route) => Promise<boolean>) {
  const ids: string[] = [];
  await page.route(CREATE_ENQUIRY, async (route) => {
    ids.push((route.request().postDataJSON() as { id: string }).id);
    if (!(await answer(ids.length, route))) await route.fallback();
  });
  return ids;
}

test("a wrong Eircode is explained, and a callback without one is taken when the address names the county", async ({
  page,
}) => {
  let requests = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/Enquiry/CreateEnquiry")) requests += 1;
  });
  const email = `grainne-${randomUUID()}@example.ie`;
  await page.goto("/contact");
  await fillCallbackForm(page, { email, address: "14 Orchard Way", postCode: "D02 X28" });
  const submit = page.getByRole("button", { name: "Request a Callback" });
  await submit.click();
  await expect(
    page.getByText("An Eircode looks like D02 X285: three characters, then four letters or digits."),
  ).toBeVisible();

  await page.locator('input[name="postCode"]').fill("");
  await submit.click();
  const askForPlace = page.getByText("Enter your Eircode, or add your town or county to the address.");
  await expect(askForPlace).toBeVisible();
  expect(requests).toBe(0);

  // Naming the county in the address is enough, and clears the post code's error at once.
  await page.locator('input[name="address"]').fill("14 Orchard Way, Co. Kilkenny");
  await expect(askForPlace).toBeHidden();
  await expect(
    page.getByText("If you do not know it, leave it empty and put your town or county in the address."),
  ).toBeVisible();
  await submit.click();
  const success = page.getByRole("dialog", { name: "Success!" });
  await expect(success).toBeVisible();
  expect(await storedEnquiries(email)).toEqual([{ postCode: "" }]);
  await success.getByRole("button", { name: "OK" }).click();

  // The office finds it in the list and opens it, with no post code to show.
  await signInByApi(page, DEMO.admin);
  await page.goto("/dashboard/enquiry/list");
  await expect(page.getByRole("row").nth(1)).toBeVisible(); // the list has loaded
  await page.getByLabel("Search by name, e-mail, phone or Eircode").fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.click();
  const panel = page.getByRole("dialog", { name: "Gráinne Murphy" });
  await expect(panel).toContainText("14 Orchard Way, Co. Kilkenny");
});

test("a franchise request from Belfast, with a UK phone number, is accepted and its postcode stored normalised", async ({
  page,
}) => {
  const email = `ciaran-${randomUUID()}@example.co.uk`;
  await page.goto("/franchise");
  await page.locator('input[name="firstName"]').fill("Ciarán");
  await page.locator('input[name="lastName"]').fill("McAuley");
  await page.locator('input[name="phone"]').fill("028 9012 3456");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="address"]').fill("12 Donegall Place, Belfast");
  await page.getByLabel("Eircode or UK postcode").fill("bt1 1aa");
  await page
    .getByLabel("Tell us about yourself and the area you have in mind")
    .fill("I would like to run the franchise in Belfast.");
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
  await expect(page.locator('input[name="postCode"]')).toHaveValue("");

  const stored = await e2eQuery('SELECT "postCode", phone FROM "FranchiseEnquiry" WHERE email = ?', [email]);
  expect(stored).toEqual([{ postCode: "BT1 1AA", phone: "028 9012 3456" }]);
});

test("a callback the server fails keeps its fields, says so, and is stored once when sent again", async ({
  page,
  consoleErrors,
}) => {
  const callback = { email: `orla-${randomUUID()}@example.ie`, address: "7 Quay Street, Galway", postCode: "h91x2y3" };
  const ids = await watchCreateEnquiry(page, async (attempt, route) => {
    if (attempt > 1) return false;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "INTERNAL", message: "Something went wrong." } }),
    });
    return true;
  });
  await page.goto("/contact");
  await fillCallbackForm(page, callback);
  const submit = page.getByRole("button", { name: "Request a Callback" });
  await submit.click();

  const oops = page.getByRole("dialog", { name: "Oops..." });
  await expect(oops).toContainText("Something went wrong!");
  await expect(oops).toContainText("Our server ran into a problem. Everything you typed is still here");
  await oops.getByRole("button", { name: "Close" }).click();
  await expect(oops).toBeHidden();
  // The browser reports the 500 answer itself.
  consoleErrors.splice(0, consoleErrors.length);

  await expect(page.locator('input[name="email"]')).toHaveValue(callback.email);
  await expect(page.locator('input[name="address"]')).toHaveValue(callback.address);
  await expect(page.locator('input[name="postCode"]')).toHaveValue(callback.postCode);
  await expect(page.locator('textarea[name="messageDescription"]').first()).toHaveValue(
    "A deep clean before we move in.",
  );

  await submit.click();
  await expect(page.getByRole("dialog", { name: "Success!" })).toBeVisible();
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);
  expect(await storedEnquiries(callback.email)).toEqual([{ postCode: "H91 X2Y3" }]);
});

test("too many attempts and a lost connection are each explained, and the callback is still stored once", async ({
  page,
  consoleErrors,
}) => {
  const callback = { email: `tadhg-${randomUUID()}@example.ie`, address: "2 Mall Road, Tramore", postCode: "" };
  const ids = await watchCreateEnquiry(page, async (attempt, route) => {
    if (attempt === 1) {
      await route.fulfill({
        status: 429,
        headers: { "Retry-After": "600" },
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "TOO_MANY_REQUESTS", message: "Too many attempts." } }),
      });
      return true;
    }
    if (attempt === 2) {
      await route.abort("internetdisconnected");
      return true;
    }
    return false;
  });
  await page.goto("/contact");
  await fillCallbackForm(page, callback);
  const submit = page.getByRole("button", { name: "Request a Callback" });
  const oops = page.getByRole("dialog", { name: "Oops..." });

  await submit.click();
  await expect(oops).toContainText("please send it again in 10 minutes.");
  await oops.getByRole("button", { name: "Close" }).click();
  await expect(oops).toBeHidden();

  await submit.click();
  await expect(oops).toContainText("You seem to be offline, or our server could not be reached.");
  await oops.getByRole("button", { name: "Close" }).click();
  await expect(oops).toBeHidden();
  // The aborted request is reported by the browser itself.
  consoleErrors.splice(0, consoleErrors.length);

  await expect(page.locator('input[name="email"]')).toHaveValue(callback.email);
  await submit.click();
  await expect(page.getByRole("dialog", { name: "Success!" })).toBeVisible();
  expect(new Set(ids).size).toBe(1);
  expect(ids).toHaveLength(3);
  expect(await storedEnquiries(callback.email)).toEqual([{ postCode: "" }]);
});
