import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as resetPassword } from "@/app/api/auth/resetpassword/route";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/server/db";
import { processOutbox } from "@/lib/server/mail/outbox";
import { createEnquiryRecord } from "@/tests/fixtures/enquiries";
import { signIn } from "@/tests/fixtures/users";
import { apiRequest, createUser, PASSWORD } from "@/tests/helpers";
import { mailFilesTo } from "@/tests/smtp";
import { POST as convert } from "./route";

const jobFields = {
  title: "Fortnightly clean, 12 Main Street",
  service: "House Cleaning",
  location: "12 Main Street, Galway, H91 E2K3",
  description: "Three bedrooms, fortnightly.",
};

// The services the office offers are its Services categories.
beforeAll(async () => {
  await db.category.createMany({
    data: [
      { name: "House Cleaning", slug: "house-cleaning" },
      { name: "Window Cleaning", slug: "window-cleaning", retiredAt: new Date() },
    ],
  });
});

async function convertAs(bearer: string | undefined, body: Record<string, unknown>) {
  return convert(apiRequest("/api/enquiry/convert", { body, bearer }));
}

describe("POST /api/enquiry/convert", () => {
  it.each([
    [null, 401],
    ["Cleaner", 403],
    ["Client", 403],
    ["Administrator", 200],
    ["SuperAdministrator", 200],
  ] as const)("as %s → %i", async (role: Role | null, status) => {
    const enquiry = await createEnquiryRecord();
    const bearer = role ? (await signIn(role)).bearer : undefined;
    expect((await convertAs(bearer, { id: enquiry.id, job: jobFields })).status).toBe(status);
  });

  it("creates an active client who is invited by e-mail, a New job, and marks the enquiry converted", async () => {
    const { user: admin, bearer } = await signIn("Administrator");
    const enquiry = await createEnquiryRecord({ name: "Máire Ní Bhriain", email: "maire.new@example.ie" });
    const response = await convertAs(bearer, { id: enquiry.id, locale: "fr", job: jobFields });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result).toMatchObject({ isNew: true, client: { email: "maire.new@example.ie", isNew: true } });

    const client = await db.user.findUniqueOrThrow({ where: { id: result.client.id } });
    expect(client).toMatchObject({
      firstName: "Máire",
      lastName: "Ní Bhriain",
      role: "Client",
      status: "active",
      phoneNumber: "087 123 4567",
      locale: "fr",
    });
    const job = await db.job.findUniqueOrThrow({ where: { id: result.jobId } });
    expect(job).toMatchObject({ ...jobFields, stage: 0, clientId: client.id });
    expect(await db.enquiry.findUniqueOrThrow({ where: { id: enquiry.id } })).toMatchObject({
      status: "converted",
      statusChangedById: admin.id,
      clientId: client.id,
      jobId: job.id,
    });

    // The invitation: in the client's language, a single-use link to this site's reset page.
    await processOutbox();
    const [mail] = await mailFilesTo("maire.new@example.ie");
    expect(mail).toContain("Le bureau Emerald Clean vous a cr");
    const link = new URL(
      mail!.match(/http:\/\/localhost:3000\/fr\/auth\/jwt\/reset-password\?[^\s"<]+/)![0].replace(/&amp;/g, "&"),
    );
    expect(link.searchParams.get("invite")).toBe("1");
    const token = link.searchParams.get("token")!;
    expect(await db.passwordResetToken.findFirstOrThrow({ where: { userId: client.id } })).toMatchObject({
      purpose: "invite",
    });

    // The client chooses a password through the link and signs in.
    const password = "Fresh-Start-at-Home-7";
    const set = await resetPassword(
      apiRequest("/api/auth/resetPassword", {
        body: { email: "maire.new@example.ie", password, confirmPassword: password, token },
      }),
    );
    expect(set.status).toBe(200);
    const signedIn = await login(
      apiRequest("/api/auth/login", { body: { username: "maire.new@example.ie", password } }),
    );
    expect(signedIn.status).toBe(200);
  });

  it("converting twice, even at the same moment, makes one client and one job", async () => {
    const { bearer } = await signIn("Administrator");
    const enquiry = await createEnquiryRecord({ email: "twice@example.ie" });
    const answers = await Promise.all([1, 2, 3].map(() => convertAs(bearer, { id: enquiry.id, job: jobFields })));
    const results = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((result) => result.jobId)).size).toBe(1);
    expect(results.filter((result) => result.isNew)).toHaveLength(1);
    const again = await (await convertAs(bearer, { id: enquiry.id, job: jobFields })).json();
    expect(again).toMatchObject({ isNew: false, jobId: results[0].jobId });
    expect(await db.user.count({ where: { email: "twice@example.ie" } })).toBe(1);
    expect(await db.job.count({ where: { clientId: results[0].client.id } })).toBe(1);
    await processOutbox();
    expect(await mailFilesTo("twice@example.ie")).toHaveLength(1);
  });

  it("activates an account that waited, but its owner chooses a new password: registering proved nothing", async () => {
    // Anybody may register any e-mail address: the password of a waiting account
    // may be whoever's typed the address first, not the enquirer's.
    const { bearer } = await signIn("Administrator");
    const existing = await createUser({ role: "Client", status: "pending", email: "already@example.ie" });
    await db.user.update({ where: { id: existing.id }, data: { locale: "ar" } });
    const enquiry = await createEnquiryRecord({ email: "already@example.ie" });
    const result = await (await convertAs(bearer, { id: enquiry.id, job: jobFields })).json();
    expect(result.client).toEqual({ id: existing.id, email: "already@example.ie", isNew: false });
    expect((await db.user.findUniqueOrThrow({ where: { id: existing.id } })).status).toBe("active");
    expect(await db.job.count({ where: { id: result.jobId, clientId: existing.id } })).toBe(1);

    // The password it registered with no longer opens it.
    const withRegistered = await login(
      apiRequest("/api/auth/login", { body: { username: "already@example.ie", password: PASSWORD } }),
    );
    expect(withRegistered.status).toBe(401);

    // The address's owner is sent the invitation, in the account's language.
    await processOutbox();
    const mails = await mailFilesTo("already@example.ie");
    expect(mails).toHaveLength(1);
    const link = new URL(
      mails[0]!.match(/http:\/\/localhost:3000\/ar\/auth\/jwt\/reset-password\?[^\s"<]+/)![0].replace(/&amp;/g, "&"),
    );
    const password = "Chosen-by-the-Owner-9";
    const set = await resetPassword(
      apiRequest("/api/auth/resetPassword", {
        body: {
          email: "already@example.ie",
          password,
          confirmPassword: password,
          token: link.searchParams.get("token"),
        },
      }),
    );
    expect(set.status).toBe(200);
    expect(
      (await login(apiRequest("/api/auth/login", { body: { username: "already@example.ie", password } }))).status,
    ).toBe(200);

    // A client account that was active already keeps its password and is told nothing.
    await createUser({ role: "Client", email: "settled-client@example.ie" });
    const again = await createEnquiryRecord({ email: "settled-client@example.ie" });
    expect((await convertAs(bearer, { id: again.id, job: jobFields })).status).toBe(200);
    await processOutbox();
    expect(await mailFilesTo("settled-client@example.ie")).toHaveLength(0);
    expect(
      (
        await login(
          apiRequest("/api/auth/login", { body: { username: "settled-client@example.ie", password: PASSWORD } }),
        )
      ).status,
    ).toBe(200);
  });

  it("keeps the registered password of a waiting account whose owner confirmed the address", async () => {
    const { bearer } = await signIn("Administrator");
    const confirmed = await createUser({ role: "Client", status: "pending", email: "confirmed@example.ie" });
    await db.user.update({ where: { id: confirmed.id }, data: { emailConfirmedAt: new Date() } });
    const enquiry = await createEnquiryRecord({ email: "confirmed@example.ie" });
    expect((await convertAs(bearer, { id: enquiry.id, job: jobFields })).status).toBe(200);
    expect(
      (await login(apiRequest("/api/auth/login", { body: { username: "confirmed@example.ie", password: PASSWORD } })))
        .status,
    ).toBe(200);
    // The approval: sign in, no link to choose a password.
    await processOutbox();
    const mails = await mailFilesTo("confirmed@example.ie");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("http://localhost:3000/auth/jwt/login");
    expect(mails[0]).not.toContain("reset-password");
  });

  it("gives a linked account the enquiry's phone and address where it has none, and keeps its own", async () => {
    const { bearer } = await signIn("Administrator");
    // Registered on the site: no phone, no address (the registration form asks for neither).
    const registered = await createUser({ role: "Client", status: "pending", email: "registered@example.ie" });
    const first = await createEnquiryRecord({ email: "registered@example.ie" });
    expect((await convertAs(bearer, { id: first.id, job: jobFields })).status).toBe(200);
    expect(
      await db.user.findUniqueOrThrow({ where: { id: registered.id }, select: { phoneNumber: true, address: true } }),
    ).toEqual({ phoneNumber: "087 123 4567", address: "12 Main Street, Galway, H91 E2K3" });

    // A client whose account has its own details keeps them.
    const settled = await createUser({ role: "Client", email: "settled@example.ie" });
    await db.user.update({ where: { id: settled.id }, data: { phoneNumber: "01 555 0000", address: "" } });
    const second = await createEnquiryRecord({ email: "settled@example.ie" });
    expect((await convertAs(bearer, { id: second.id, job: jobFields })).status).toBe(200);
    expect(
      await db.user.findUniqueOrThrow({ where: { id: settled.id }, select: { phoneNumber: true, address: true } }),
    ).toEqual({ phoneNumber: "01 555 0000", address: "12 Main Street, Galway, H91 E2K3" });
  });

  it("creates the company by name, or finds it, and links the client to it", async () => {
    const { bearer } = await signIn("Administrator");
    const first = await (
      await convertAs(bearer, {
        id: (await createEnquiryRecord()).id,
        companyName: "Quay Street Dental",
        job: jobFields,
      })
    ).json();
    const second = await (
      await convertAs(bearer, {
        id: (await createEnquiryRecord()).id,
        companyName: "Quay Street Dental",
        job: jobFields,
      })
    ).json();
    expect(first.companyId).toBeTruthy();
    expect(second.companyId).toBe(first.companyId);
    expect((await db.user.findUniqueOrThrow({ where: { id: first.client.id } })).companyId).toBe(first.companyId);
    expect((await db.job.findUniqueOrThrow({ where: { id: second.jobId } })).companyId).toBe(first.companyId);
  });

  it("refuses an e-mail that belongs to a cleaner or staff account, and writes nothing", async () => {
    const { bearer } = await signIn("Administrator");
    await createUser({ role: "Cleaner", email: "cleaner.address@example.ie" });
    const enquiry = await createEnquiryRecord({ email: "cleaner.address@example.ie" });
    const jobsBefore = await db.job.count();
    const response = await convertAs(bearer, { id: enquiry.id, job: jobFields });
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields).toHaveProperty("email");
    expect(await db.job.count()).toBe(jobsBefore);
    expect((await db.enquiry.findUniqueOrThrow({ where: { id: enquiry.id } })).status).toBe("new");
  });

  it("names the job fields that are missing, and refuses a service the office does not offer (or retired)", async () => {
    const { bearer } = await signIn("Administrator");
    const enquiry = await createEnquiryRecord();
    const blank = await convertAs(bearer, { id: enquiry.id, job: { ...jobFields, title: " " } });
    expect(blank.status).toBe(400);
    expect(Object.keys((await blank.json()).error.fields)).toEqual(["job.title"]);
    for (const service of ["Dog walking", "Window Cleaning"]) {
      const refused = await convertAs(bearer, { id: enquiry.id, job: { ...jobFields, service } });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields).toEqual({ "job.service": "Choose one of the services." });
    }
    expect((await db.enquiry.findUniqueOrThrow({ where: { id: enquiry.id } })).status).toBe("new");
  });
});
