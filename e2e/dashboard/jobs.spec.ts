import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoSeriousAxeViolations, expectRtlScreenAccessible } from "../axe";
import { userIdOf } from "../db";
import { DEMO, expect, ENGINE_INDEPENDENT, phonePage, signInByApi, test } from "../fixtures";
import { GIF_BYTES, pngImage } from "../../tests/images";
import { pdfTextItems } from "../../tests/pdf";

// The job loop on its screens: the office creates and assigns a job, the
// cleaner talks in its chat and has it signed on a phone, the client sees it
// completed; the board moves jobs only as the API allows. axe runs on every
// job screen in English and Arabic.

type Locale = "en" | "ar" | "fr";
const messages = Object.fromEntries(
  (["en", "ar", "fr"] as const).map((locale) => [
    locale,
    JSON.parse(fs.readFileSync(`messages/${locale}.json`, "utf8")),
  ]),
) as Record<Locale, unknown>;
const text = (locale: Locale, path: string): string =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages[locale]) as string;
const en = (path: string) => text("en", path);

// A job made through the API as the office, for tests about what comes after.
async function createJob(page: Page, fields: Record<string, unknown>): Promise<{ id: string; title: string }> {
  const title = `E2E ${randomUUID().slice(0, 8)} ${String(fields.title ?? "job")}`;
  const response = await page.request.post("/api/job/createjob", {
    data: {
      location: "12 Harbour Road, Howth, Dublin",
      service: "House Cleaning",
      userClientId: await userIdOf(DEMO.client),
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      ...fields,
      title,
    },
    headers: { origin: "http://localhost:3100" },
  });
  expect(response.status()).toBe(200);
  return { id: ((await response.json()) as { id: string }).id, title };
}

// Draws a stroke with a finger (real touch events through Chromium's input pipeline).
async function drawWithFinger(page: Page, selector: string) {
  const box = (await page.locator(selector).boundingBox())!;
  const session = await page.context().newCDPSession(page);
  const point = (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
  await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point(0.15, 0.6)] });
  for (let i = 1; i <= 12; i += 1) {
    const x = 0.15 + (0.7 * i) / 12;
    await session.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [point(x, 0.6 - 0.25 * Math.sin((i / 12) * Math.PI * 2))],
    });
  }
  await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await session.detach();
}

test("the office creates a job; the cleaner chats and has it signed on a phone; the client sees it completed", async ({
  page,
  browser,
}) => {
  test.slow(); // three people, four screens each
  const title = `Deep clean ${randomUUID().slice(0, 8)}`;
  await signInByApi(page, DEMO.admin);

  // The office: a new job for Declan, assigned to Siobhán.
  await page.goto("/dashboard/job/new");
  await expect(page.getByRole("heading", { level: 1, name: en("Jobs.newJob") })).toBeVisible();
  // Sent empty, the form flags the client with the other required fields, in
  // plain words, before anything reaches the server (no API field names).
  // A click before the page has taken over its server-rendered form does nothing (CI's
  // loaded machine got there first once in a while): clicked again until the form answers.
  const clientPicker = page.getByRole("combobox", { name: en("Jobs.client") });
  await expect(async () => {
    await page.getByRole("button", { name: en("Jobs.createJob") }).click();
    await expect(clientPicker).toHaveAttribute("aria-invalid", "true", { timeout: 2_000 });
  }).toPass();
  await expect(clientPicker).toHaveAccessibleDescription(en("Validation.required"));
  await expect(page.getByText(/Invalid input|UUID/)).toHaveCount(0);
  await page.getByLabel(en("Jobs.jobTitle")).fill(title);
  await page.getByRole("combobox", { name: en("Jobs.client") }).fill("Declan");
  await page.getByRole("option", { name: /Declan O'Brien/ }).click();
  await page.getByRole("combobox", { name: en("Jobs.cleaner") }).fill("Siobhán");
  await page.getByRole("option", { name: /Siobhán Kelly/ }).click();
  await page.getByRole("combobox", { name: en("Jobs.service") }).click();
  await page.getByRole("option", { name: "House Cleaning" }).click();
  await page.getByLabel(en("Jobs.scheduled")).fill("2026-12-03T09:30");
  await page.getByRole("combobox", { name: en("Jobs.location") }).fill("4 Seafield Avenue, Clontarf, Dublin 3");
  await page.getByLabel(en("Jobs.description")).fill("Kitchen and two bathrooms.");
  // Two photos chosen in the form, one taken out again: the other goes with the job.
  await page.getByLabel(en("Jobs.choosePhotos")).setInputFiles([
    { name: "kitchen.png", mimeType: "image/png", buffer: pngImage({ width: 8, height: 8 }) },
    { name: "hall.gif", mimeType: "image/gif", buffer: GIF_BYTES },
  ]);
  await expect(page.getByRole("img", { name: "Photo 2, to be added" })).toBeVisible();
  await page.getByRole("button", { name: "Remove photo 2" }).click();
  await expect(page.getByRole("img", { name: "Photo 2, to be added" })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, "new job (en)");
  await page.getByRole("button", { name: en("Jobs.createJob") }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("main").getByText(en("Statuses.jobStage.pending"), { exact: true })).toBeVisible();
  await expect(page.getByText("Siobhán Kelly", { exact: true })).toBeVisible();
  // Irish time, as typed (a December date: GMT).
  await expect(page.getByText("Thursday 3 December 2026 at 09:30")).toBeVisible();
  const jobId = page.url().split("/").at(-1)!;
  await expect(page.getByRole("img", { name: /^Photo 1, added by/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Photo 2, added by/ })).toHaveCount(0);
  // With a mouse and a keyboard, the chat says how Enter works.
  await expect(page.getByText(en("JobChat.enterHint"))).toBeVisible();

  // The cleaner, on their phone: the job is in their list; they write in its chat.
  const cleaner = await phonePage(browser, DEMO.cleaner);
  await cleaner.page.goto("/dashboard/job/list");
  await cleaner.page.getByLabel(en("Jobs.searchLabel")).fill(title);
  await cleaner.page.getByRole("row").filter({ hasText: title }).click();
  await expect(cleaner.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // A phone's keyboard has no Shift+Enter: Enter starts a new line, Send sends, and no hint says otherwise.
  const box = cleaner.page.getByLabel(en("JobChat.messageLabel"));
  await expect(cleaner.page.getByText(en("JobChat.enterHint"))).toBeHidden();
  await box.fill("On my way,");
  await box.press("Enter");
  await box.pressSequentially("there in 20 minutes.");
  await expect(box).toHaveValue("On my way,\nthere in 20 minutes.");
  await cleaner.page.getByRole("button", { name: en("JobChat.send") }).click();
  await expect(cleaner.page.getByText("there in 20 minutes.")).toBeVisible();
  await expectNoSeriousAxeViolations(cleaner.page, "job detail, cleaner on a phone (en)");

  // The office sees the message without reloading (polling, within 3 s).
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await cleaner.page.getByLabel(en("JobChat.messageLabel")).fill("Is the side gate open?");
  await cleaner.page.getByRole("button", { name: en("JobChat.send") }).click();
  await expect(page.getByText("Is the side gate open?")).toBeVisible({ timeout: 6_000 });

  // Sign-off on the phone: an empty signature is refused, a drawn one completes the job.
  await cleaner.page.getByRole("link", { name: en("Jobs.signOff") }).click();
  await expect(cleaner.page.getByRole("heading", { level: 1, name: en("JobSignOff.title") })).toBeVisible();
  const canvas = cleaner.page.locator("canvas");
  const width = await canvas.evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(330); // the canvas fills the phone's width
  await cleaner.page.getByLabel(en("JobSignOff.signerName")).fill("Declan O'Brien");
  await cleaner.page.getByRole("button", { name: en("JobSignOff.submit") }).click();
  await expect(
    cleaner.page
      .getByRole("alert")
      .filter({ hasText: /sign|required/i })
      .first(),
  ).toBeVisible();
  await drawWithFinger(cleaner.page, "canvas");
  await expect(canvas).toHaveAttribute("data-strokes", "1");
  await cleaner.page.getByLabel(en("JobSignOff.notes")).fill("All rooms done; oven not included.");
  await expectNoSeriousAxeViolations(cleaner.page, "sign-off on a phone (en)");
  await cleaner.page.getByRole("button", { name: en("JobSignOff.submit") }).click();
  await expect(cleaner.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(
    cleaner.page.getByRole("main").getByText(en("Statuses.jobStage.completed"), { exact: true }),
  ).toBeVisible();
  await expect(cleaner.page.getByRole("img", { name: "Signature of Declan O'Brien" })).toBeVisible();
  await cleaner.context.close();

  // The client: the job is Completed, with the thread and the signed record.
  const client = await phonePage(browser, DEMO.client);
  await client.page.goto(`/dashboard/job/${jobId}`);
  await expect(client.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(
    client.page.getByRole("main").getByText(en("Statuses.jobStage.completed"), { exact: true }),
  ).toBeVisible();
  await expect(client.page.getByText("Is the side gate open?")).toBeVisible();
  await expect(client.page.getByText("All rooms done; oven not included.")).toBeVisible();
  const signature = client.page.getByRole("img", { name: "Signature of Declan O'Brien" });
  await expect(signature).toBeVisible();
  // Loaded, not only laid out (behind nginx the file may arrive a moment later).
  await expect
    .poll(() => signature.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  // Its timeline says so too, each entry on a line along the start edge.
  const timeline = client.page
    .locator("section")
    .filter({ has: client.page.getByRole("heading", { name: en("JobTimeline.title") }) });
  await expect(timeline.getByRole("listitem").filter({ hasText: "Signed off by Declan O'Brien" })).toHaveCount(1);
  await expect(timeline.getByRole("listitem").first()).toHaveCSS("border-inline-start-style", "solid");
  // The signed record as a PDF: the signer and the notes in it.
  const [download] = await Promise.all([
    client.page.waitForEvent("download"),
    client.page.getByRole("button", { name: en("Jobs.downloadPdf") }).click(),
  ]);
  const record = (await pdfTextItems(fs.readFileSync((await download.path())!))).join(" ");
  expect(record).toContain("Declan O'Brien");
  expect(record).toContain("All rooms done; oven not included.");
  await client.context.close();

  // Another client and another cleaner see none of it.
  for (const email of ["orla.fitzgerald@demo.ie", "eoin.walsh@demo.ie"]) {
    const other = await phonePage(browser, email);
    expect((await other.page.request.get(`/api/Job/GetJobbyId?id=${jobId}`)).status()).toBe(404);
    expect((await other.page.request.get(`/api/ChatBox/GetChatBoxbyJob?jobId=${jobId}`)).status()).toBe(404);
    await other.page.goto(`/dashboard/job/${jobId}`);
    await expect(other.page.getByText(en("Jobs.notFound"))).toBeVisible();
    await expect(other.page.getByText("Is the side gate open?")).toHaveCount(0);
    await other.page.goto("/dashboard/job/list");
    await other.page.getByLabel(en("Jobs.searchLabel")).fill(title);
    await expect(other.page.getByText(en("Jobs.noMatches"))).toBeVisible();
    await other.context.close();
  }
});

test("a New job given a cleaner on its edit page becomes Pending, which its cleaner can sign off", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const job = await createJob(page, { title: "to assign" }); // no cleaner: New
  const stage = (name: string) => page.getByRole("main").getByText(en(`Statuses.jobStage.${name}`), { exact: true });
  const signOff = page.getByRole("link", { name: en("Jobs.signOff") });

  // The client sees why there is nothing to sign yet.
  await signInByApi(page, DEMO.client);
  await page.goto(`/dashboard/job/${job.id}`);
  await expect(stage("new")).toBeVisible();
  await expect(page.getByText(en("Jobs.signOffWhenPending"))).toBeVisible();
  await expect(signOff).toHaveCount(0);

  await signInByApi(page, DEMO.admin);
  await page.goto(`/dashboard/job/${job.id}/edit`);
  await page.getByRole("combobox", { name: en("Jobs.cleaner") }).fill("Siobhán");
  await page.getByRole("option", { name: /Siobhán Kelly/ }).click();
  await page.getByRole("button", { name: en("Common.save") }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/job/${job.id}$`));
  await expect(stage("pending")).toBeVisible();

  await signInByApi(page, DEMO.cleaner);
  await page.goto(`/dashboard/job/${job.id}`);
  await expect(signOff).toBeVisible();
  await expect(page.getByText(en("Jobs.signOffWhenPending"))).toHaveCount(0);
});

test("a chat message being typed survives a lost session; offline, the dashboard says what happens", async ({
  page,
  context,
  consoleErrors,
}) => {
  await signInByApi(page, DEMO.admin);
  const job = await createJob(page, { title: "draft chat" });
  await page.goto(`/dashboard/job/${job.id}`);
  const box = page.getByRole("textbox", { name: en("JobChat.messageLabel") });
  await box.fill("The key is under the mat.");
  // The session ends; signed in again, back on the job, the text is still there.
  await context.clearCookies();
  await signInByApi(page, DEMO.admin);
  await page.reload();
  await expect(box).toHaveValue("The key is under the mat.");

  await context.setOffline(true);
  const notice = page.getByRole("status").filter({ hasText: en("Dashboard.offline") });
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toBeHidden();
  // The chat's polling failed while offline, as the browser reports: expected here.
  const offlineErrors = consoleErrors.filter((error) => error.includes("ERR_INTERNET_DISCONNECTED"));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !offlineErrors.includes(error)));

  await page.getByRole("button", { name: en("JobChat.send") }).click();
  await expect(page.getByText("The key is under the mat.", { exact: true })).toBeVisible();
  await expect(box).toHaveValue("");
  await page.reload();
  await expect(page.getByText("The key is under the mat.", { exact: true })).toBeVisible();
  await expect(box).toHaveValue("");
});

test("on an Arabic page a French chat message keeps its '!' at its end", ENGINE_INDEPENDENT, async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const job = await createJob(page, { title: "bidi chat" });
  const said = "Merci pour le ménage !";
  const posted = await page.request.post("/api/ChatBox/CreateChatBox", {
    data: { jobId: job.id, text: said },
    headers: { origin: "http://localhost:3100" },
  });
  expect(posted.status()).toBe(200);
  await page.goto(`/ar/dashboard/job/${job.id}`);
  const message = page.getByText(said, { exact: true });
  await expect(message).toBeVisible();
  const [first, last] = await message.evaluate((element) => {
    const node = element.firstChild!;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect().left;
    };
    return [at(0), at(node.textContent!.length - 1)];
  });
  expect(last).toBeGreaterThan(first);
});

test("on a French phone the signed record's buttons stay on the screen", ENGINE_INDEPENDENT, async ({ browser }) => {
  const client = await phonePage(browser, DEMO.client);
  const listed = await client.page.request.post("/api/job/jobs", {
    data: { stage: 3 },
    headers: { origin: "http://localhost:3100" },
  });
  expect(listed.status()).toBe(200);
  const { data } = (await listed.json()) as { data: { id: string; signature: unknown }[] };
  const signed = data.find((job) => job.signature)!;
  await client.page.goto(`/fr/dashboard/job/${signed.id}`);
  const download = client.page.getByRole("button", { name: text("fr", "Jobs.downloadPdf") });
  await expect(download).toBeVisible();
  const box = (await download.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // The demo's signature image is there (it named an address the app never served).
  const image = client.page.locator("img[src*='/api/files/signature/']");
  await expect(image).toBeVisible();
  const served = await client.page.request.get((await image.getAttribute("src"))!);
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/png"]);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await client.context.close();
});

test("the board moves jobs by keyboard and by drag, only as the rules allow, and says why not", async ({ page }) => {
  await signInByApi(page, DEMO.admin);
  const tag = randomUUID().slice(0, 8);
  const unassigned = await createJob(page, { title: `unassigned ${tag}` });
  const assigned = await createJob(page, {
    title: `assigned ${tag}`,
    userAssigneeId: await userIdOf(DEMO.cleaner),
    jobStage: 1,
  });

  await page.goto(`/dashboard/job?view=board&search=${tag}`);
  // The board's first load (its scripts, then four columns) can be slow on a busy machine.
  await expect(page.locator(`[data-job-id="${unassigned.id}"]`)).toBeVisible({ timeout: 30_000 });
  const column = (stage: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: stage }) });
  const newColumn = column(en("Statuses.jobStage.new"));
  const pendingColumn = column(en("Statuses.jobStage.pending"));
  const incompleteColumn = column(en("Statuses.jobStage.incomplete"));
  await expect(newColumn.getByText(unassigned.title)).toBeVisible();
  await expect(pendingColumn.getByText(assigned.title)).toBeVisible();
  await expectNoSeriousAxeViolations(page, "job board (en)");

  // New → Pending needs a cleaner: the API refuses and the board says why.
  await newColumn.locator(`[data-job-id="${unassigned.id}"]`).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("alert").filter({ hasText: /cleaner/i })).toBeVisible();
  await expect(newColumn.getByText(unassigned.title)).toBeVisible();

  // Pending → Incomplete with the arrow key.
  await pendingColumn.locator(`[data-job-id="${assigned.id}"]`).focus();
  await page.keyboard.press("ArrowRight");
  await expect(incompleteColumn.getByText(assigned.title)).toBeVisible();

  // Incomplete → Completed is the sign-off's: refused with the reason.
  await incompleteColumn.locator(`[data-job-id="${assigned.id}"]`).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(en("Jobs.refused.signOff"))).toBeVisible();

  // Back to Pending by drag and drop.
  await incompleteColumn.locator(`[data-job-id="${assigned.id}"]`).dragTo(pendingColumn);
  await expect(pendingColumn.getByText(assigned.title)).toBeVisible();
  expect(
    ((await (await page.request.get(`/api/Job/GetJobbyId?id=${assigned.id}`)).json()) as { jobStage: number }).jobStage,
  ).toBe(1);
});

test(
  "job screens in Arabic: right to left, no serious accessibility problems",
  ENGINE_INDEPENDENT,
  async ({ page, browser }) => {
    test.slow();
    await signInByApi(page, DEMO.admin);
    const job = await createJob(page, { title: "ar", userAssigneeId: await userIdOf(DEMO.cleaner), jobStage: 1 });
    const t = (path: string) => text("ar", path);
    for (const [name, path] of [
      ["job list", "/ar/dashboard/job/list"],
      ["job board", "/ar/dashboard/job?view=board"],
      ["new job", "/ar/dashboard/job/new"],
      ["job detail", `/ar/dashboard/job/${job.id}`],
      ["edit job", `/ar/dashboard/job/${job.id}/edit`],
      ["conversations", "/ar/dashboard/chat"],
    ] as const) {
      await expectRtlScreenAccessible(page, path, `${name} (ar)`);
    }
    // A Latin address keeps its order on the right-to-left pages, the house number on its
    // left: on the job's page and in the list's cell.
    const numberIsLeftOfStreet = (element: Element) => {
      const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
      const leftOf = (start: number, end: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, end);
        return range.getBoundingClientRect().left;
      };
      return leftOf(0, 2) < leftOf(3, 9);
    };
    await page.goto(`/ar/dashboard/job/${job.id}`);
    const address = page.getByText("12 Harbour Road, Howth, Dublin", { exact: true });
    expect(await address.evaluate(numberIsLeftOfStreet)).toBe(true);
    await page.goto(`/ar/dashboard/job/list?search=${encodeURIComponent(job.title)}`);
    const cell = page.getByRole("gridcell", { name: "12 Harbour Road, Howth, Dublin" });
    await cell.scrollIntoViewIfNeeded();
    expect(await cell.evaluate(numberIsLeftOfStreet)).toBe(true);
    // The sign-off on a phone, in Arabic.
    const cleaner = await phonePage(browser, DEMO.cleaner);
    await cleaner.page.goto(`/ar/dashboard/job/finalise?jobId=${job.id}`);
    await expect(cleaner.page.getByRole("heading", { level: 1, name: t("JobSignOff.title") })).toBeVisible();
    // The visit is tomorrow: signing now is allowed, with a warning.
    await expect(cleaner.page.getByText(t("JobSignOff.visitNotYet").split("{date}")[0]!.trim())).toBeVisible();
    const width = await cleaner.page.locator("canvas").evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(330);
    const scrollWidth = await cleaner.page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390); // nothing wider than the phone
    await expectNoSeriousAxeViolations(cleaner.page, "sign-off on a phone (ar)");
    await cleaner.context.close();
  },
);

test("unread messages show in the conversations until read; a deleted message says so", async ({ page, browser }) => {
  await signInByApi(page, DEMO.admin);
  const job = await createJob(page, { title: "chat", userAssigneeId: await userIdOf(DEMO.cleaner), jobStage: 1 });
  const cleaner = await phonePage(browser, DEMO.cleaner);
  const posted = await cleaner.page.request.post("/api/ChatBox/CreateChatBox", {
    data: { jobId: job.id, text: "The alarm code did not work." },
    headers: { origin: "http://localhost:3100" },
  });
  expect(posted.status()).toBe(200);
  const message = (await posted.json()) as { id: string };

  const client = await phonePage(browser, DEMO.client);
  await client.page.goto("/dashboard/chat");
  await expect(client.page.getByRole("heading", { level: 1, name: en("JobChat.conversationsTitle") })).toBeVisible();
  const row = client.page.getByRole("row").filter({ hasText: job.title });
  await expect(row).toContainText("The alarm code did not work.");
  // The unread count, in view on a phone (it was hidden there, and "1" was found in the title or time).
  await expect(row.getByText("1", { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(client.page, "conversations (en)");
  await row.click();
  await expect(client.page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  await expect(client.page.getByText("The alarm code did not work.")).toBeVisible();
  // Read now: the job no longer counts it as unread.
  await expect
    .poll(async () => {
      const list = await client.page.request.post("/api/job/jobs", {
        data: { search: job.title },
        headers: { origin: "http://localhost:3100" },
      });
      return ((await list.json()) as { data: { unreadCount: number }[] }).data[0]?.unreadCount;
    })
    .toBe(0);

  // The cleaner takes the message back: the client sees that it was deleted.
  const deleted = await cleaner.page.request.delete(`/api/ChatBox/DeleteChatBox/${message.id}`, {
    headers: { origin: "http://localhost:3100" },
  });
  expect(deleted.status()).toBe(200);
  await expect(client.page.getByText("Siobhán Kelly deleted a message.")).toBeVisible({ timeout: 6_000 });
  await expect(client.page.getByText("The alarm code did not work.")).toHaveCount(0);
  await cleaner.context.close();
  await client.context.close();
});

test("a weekly series of 4 visits makes 4 jobs; ending it after the second leaves 2", async ({ page }) => {
  test.slow();
  await signInByApi(page, DEMO.admin);
  const title = `Weekly office clean ${randomUUID().slice(0, 8)}`;
  const firstDay = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  // A cleaner with an empty rota: each visit books a shift, and a demo cleaner's
  // week is full (a clash would refuse the whole series, as it should).
  const surname = `Series${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
  const cleaner = await page.request.post("/api/user/createUser", {
    data: {
      email: `${surname}@example.ie`,
      password: `Howth-${randomUUID()}`,
      firstName: "Órla",
      lastName: surname,
      role: "Cleaner",
    },
    headers: { origin: "http://localhost:3100" },
  });
  expect(cleaner.status()).toBe(200);

  await page.goto("/dashboard/job/new");
  await expect(page.getByRole("heading", { level: 1, name: en("Jobs.newJob") })).toBeVisible();
  await page.getByLabel(en("Jobs.jobTitle")).fill(title);
  await page.getByRole("combobox", { name: en("Jobs.client") }).fill("Declan");
  await page.getByRole("option", { name: /Declan O'Brien/ }).click();
  await page.getByRole("combobox", { name: en("Jobs.cleaner") }).fill(surname);
  await page.getByRole("option", { name: new RegExp(surname) }).click();
  await page.getByRole("combobox", { name: en("Jobs.service") }).click();
  await page.getByRole("option", { name: "Office Cleaning" }).click();
  await page.getByLabel(en("Jobs.scheduled")).fill(`${firstDay}T09:30`);
  await page.getByLabel(en("Jobs.endsAt")).fill(`${firstDay}T12:00`);
  await page.getByRole("combobox", { name: en("Jobs.repeat") }).click();
  await page.getByRole("option", { name: en("Jobs.repeatWeekly") }).click();
  await expect(page.getByLabel(en("Jobs.repeatCount"), { exact: true })).toHaveValue("4");
  await page.getByRole("combobox", { name: en("Jobs.location") }).fill("Block B, Citywest Business Campus, Dublin 24");
  await page.getByRole("button", { name: en("Jobs.createJob") }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/Every week, 4 visits · visit 1/)).toBeVisible();

  // Four jobs, one a week, each at 09:30 Irish time.
  await page.goto(`/dashboard/job/list?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(4);
  const visits = async () => {
    const answer = await page.request.post("/api/job/jobs", {
      data: { search: title, sortBy: "scheduledAt", sortDir: "asc" },
      headers: { origin: "http://localhost:3100" },
    });
    return ((await answer.json()) as { data: { id: string; scheduledAt: string }[] }).data;
  };
  const all = await visits();
  const times = all.map((visit) =>
    new Intl.DateTimeFormat("en-IE", { timeZone: "Europe/Dublin", timeStyle: "short" }).format(
      new Date(visit.scheduledAt),
    ),
  );
  expect(times).toEqual(["09:30", "09:30", "09:30", "09:30"]);

  // End the series from its second visit: the two later ones go.
  await page.goto(`/dashboard/job/${all[1]!.id}`);
  await page.getByRole("button", { name: en("Jobs.endSeries") }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: en("Jobs.endSeries") })
    .click();
  await expect(page.getByText(/2 later visits removed/)).toBeVisible();
  await page.goto(`/dashboard/job/list?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(2);
  expect((await visits()).map((visit) => visit.id)).toEqual([all[0]!.id, all[1]!.id]);
});

// The chat's box shows the newest message whole, and not the oldest.
async function expectNewestInView(page: Page) {
  const box = (await page.getByRole("group", { name: en("JobChat.title") }).boundingBox())!;
  const newest = (await page.getByText("The keys are with the neighbour at number 14.").boundingBox())!;
  const oldest = (await page.getByText("Earlier note 1: the side gate sticks.").boundingBox())!;
  expect(newest.y).toBeGreaterThanOrEqual(box.y);
  expect(newest.y + newest.height).toBeLessThanOrEqual(box.y + box.height + 1);
  expect(oldest.y + oldest.height).toBeLessThan(box.y);
}

// A cleaner opens a job on a phone, often on a slow connection: the job, its
// history and its chat are in the page as served, before any script runs, and
// so is the job on its sign-off page; the client's phone has the job's
// invoices too. A cleaner who is not on the job gets none of it in either page.
test(
  "a job's page and its sign-off come with the job, its history, its chat and its invoices, and only to those who may see them",
  ENGINE_INDEPENDENT,
  async ({ page, browser }) => {
    await signInByApi(page, DEMO.admin);
    const job = await createJob(page, { title: "served", userAssigneeId: await userIdOf(DEMO.cleaner), jobStage: 1 });
    // A thread longer than the chat's box: the newest message, at the bottom, is the one in view.
    for (const text of [
      ...Array.from({ length: 8 }, (_, index) => `Earlier note ${index + 1}: the side gate sticks.`),
      "The keys are with the neighbour at number 14.",
    ]) {
      const posted = await page.request.post("/api/ChatBox/CreateChatBox", {
        data: { jobId: job.id, text },
        headers: { origin: "http://localhost:3100" },
      });
      expect(posted.status()).toBe(200);
    }

    const cleaner = await phonePage(browser, DEMO.cleaner, { javaScriptEnabled: false });
    await cleaner.page.goto(`/dashboard/job/${job.id}`);
    await expect(cleaner.page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    await expect(cleaner.page.getByText("12 Harbour Road, Howth, Dublin")).toBeVisible();
    await expect(cleaner.page.getByText("The keys are with the neighbour at number 14.")).toBeVisible();
    // A phone's first paint has no keyboard hint to take back once the scripts run.
    await expect(cleaner.page.getByText(en("JobChat.enterHint"))).toBeHidden();
    await expectNewestInView(cleaner.page);
    const timeline = cleaner.page
      .locator("section")
      .filter({ has: cleaner.page.getByRole("heading", { name: en("JobTimeline.title") }) });
    await expect(timeline.getByRole("listitem").filter({ hasText: en("JobTimeline.created") })).toHaveCount(1);
    await cleaner.context.close();
    // Once the scripts run, too.
    const live = await phonePage(browser, DEMO.cleaner);
    await live.page.goto(`/dashboard/job/${job.id}`);
    await expect(live.page.getByText("The keys are with the neighbour at number 14.")).toBeVisible();
    await expectNewestInView(live.page);
    await live.context.close();
    // The sign-off, on site: the job it signs is in the page as served, with its form.
    const signing = await phonePage(browser, DEMO.cleaner, { javaScriptEnabled: false });
    await signing.page.goto(`/dashboard/job/finalise?jobId=${job.id}`);
    await expect(signing.page.getByRole("heading", { level: 2, name: job.title })).toBeVisible();
    await expect(signing.page.getByText("12 Harbour Road, Howth, Dublin")).toBeVisible();
    await expect(signing.page.getByRole("textbox", { name: en("JobSignOff.signerName") })).toBeVisible();
    await signing.context.close();
    // The client's phone: the job's invoice is in the page as served, not moved in later.
    const invoiced = await page.request.post("/api/invoice/createinvoice", {
      data: {
        clientId: await userIdOf(DEMO.client),
        jobId: job.id,
        status: 1,
        items: [{ description: "House clean, Howth", quantity: 1, unitPriceCents: 9500, vatRateBp: 1350 }],
      },
      headers: { origin: "http://localhost:3100" },
    });
    expect(invoiced.status()).toBe(200);
    const { invoiceNumber } = (await invoiced.json()) as { invoiceNumber: string };
    const client = await phonePage(browser, DEMO.client, { javaScriptEnabled: false });
    await client.page.goto(`/dashboard/job/${job.id}`);
    const invoices = client.page
      .locator("section")
      .filter({ has: client.page.getByRole("heading", { name: en("Jobs.invoices") }) });
    await expect(invoices.getByRole("link", { name: invoiceNumber })).toBeVisible();
    await client.context.close();

    const other = await phonePage(browser, "eoin.walsh@demo.ie", { javaScriptEnabled: false });
    for (const path of [`/dashboard/job/${job.id}`, `/dashboard/job/finalise?jobId=${job.id}`]) {
      const html = await (await other.page.goto(path))!.text();
      expect(html, path).not.toContain(job.title);
      expect(html, path).not.toContain("The keys are with the neighbour");
    }
    await other.context.close();
  },
);
