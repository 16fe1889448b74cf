import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import fs from "node:fs";
import { POST as upload } from "@/app/api/user/upload/route";
import { resolveUpload, segmentsOfDbPath } from "@/lib/server/uploads/store";
import { GET as me } from "@/app/api/auth/me/route";
import { saveUpload } from "@/lib/server/uploads/store";
import {
  createCertificate,
  createJobRecord,
  isStored,
  multipartRequest,
  PDF,
  PNG,
  signIn,
} from "@/tests/fixtures/users";
import { apiRequest, createUser, tokenFor } from "@/tests/helpers";
import { DELETE as deleteUser } from "./route";

const del = (body: unknown, bearer?: string) =>
  deleteUser(apiRequest("/api/user/deleteUser", { method: "DELETE", body, bearer }));

const exists = async (id: string) => (await db.user.count({ where: { id } })) === 1;

describe("DELETE /api/user/deleteUser", () => {
  it.each([
    [null, "Cleaner", 401],
    ["Cleaner", "Cleaner", 403],
    ["Client", "Client", 403],
    ["Administrator", "Cleaner", 200],
    ["Administrator", "Client", 200],
    ["Administrator", "Administrator", 403],
    ["Administrator", "SuperAdministrator", 404],
    ["SuperAdministrator", "Administrator", 200],
    ["SuperAdministrator", "SuperAdministrator", 200],
  ] as const)("%s deleting a %s → %i", async (actor, targetRole, status) => {
    const target = await createUser({ role: targetRole });
    const bearer = actor ? (await signIn(actor)).bearer : undefined;
    const response = await del({ id: target.id }, bearer);
    expect(response.status).toBe(status);
    expect(await exists(target.id)).toBe(status !== 200);
    if (status === 200) expect(await response.json()).toMatchObject({ id: target.id, role: targetRole });
  });

  it("refuses to delete one's own account", async () => {
    const { user, bearer } = await signIn("SuperAdministrator");
    const response = await del({ id: user.id }, bearer);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toMatch(/your own account/);
    expect(await exists(user.id)).toBe(true);
  });

  it("refuses a user who is still the client of a job: ban instead", async () => {
    const client = await createUser({ role: "Client" });
    await createJobRecord({ clientId: client.id });
    const response = await del({ id: client.id }, (await signIn("Administrator")).bearer);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toMatch(/ban the account instead/);
    expect(await exists(client.id)).toBe(true);
  });

  it.each([
    ["assigned to a job", async (id: string) => createJobRecord({ clientId: (await createUser()).id, assigneeId: id })],
    [
      "with a clock record",
      (id: string) => db.clockRecord.create({ data: { userId: id, clockInAt: new Date("2026-11-02T08:00:00Z") } }),
    ],
    [
      "with a timesheet",
      (id: string) =>
        db.timesheet.create({
          data: {
            userId: id,
            periodStart: new Date("2026-11-02"),
            periodEnd: new Date("2026-11-09"),
            minutesWorked: 60,
          },
        }),
    ],
  ])("refuses a cleaner %s, keeping everything: ban instead", async (_case, make) => {
    const cleaner = await createUser({ role: "Cleaner" });
    await make(cleaner.id);
    const response = await del({ id: cleaner.id }, (await signIn("Administrator")).bearer);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toMatch(/ban the account instead/);
    expect(await exists(cleaner.id)).toBe(true);
  });

  it("refuses a user who uploaded a job photo (an office member, a cleaner since taken off the job): ban instead", async () => {
    const admin = await createUser({ role: "Administrator" });
    const job = await createJobRecord({ clientId: (await createUser()).id });
    await db.jobPhoto.create({
      data: { jobId: job.id, path: `/api/files/job/${job.id}/${randomUUID()}.png`, uploadedById: admin.id },
    });
    const response = await del({ id: admin.id }, (await signIn("SuperAdministrator")).bearer);
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toMatch(/ban the account instead/);
    expect(await exists(admin.id)).toBe(true);
    expect(await db.jobPhoto.count({ where: { jobId: job.id } })).toBe(1);
  });

  it("deletes an office member who only read job chats, with their read marks", async () => {
    const admin = await createUser({ role: "Administrator" });
    const job = await createJobRecord({ clientId: (await createUser()).id });
    await db.chatRead.create({ data: { userId: admin.id, jobId: job.id, lastReadAt: new Date() } });
    expect((await del({ id: admin.id }, (await signIn("SuperAdministrator")).bearer)).status).toBe(200);
    expect(await exists(admin.id)).toBe(false);
    expect(await db.chatRead.count({ where: { userId: admin.id } })).toBe(0);
  });

  it("deletes a cleaner with no history", async () => {
    const cleaner = await createUser({ role: "Cleaner" });
    expect((await del({ id: cleaner.id }, (await signIn("Administrator")).bearer)).status).toBe(200);
    expect(await exists(cleaner.id)).toBe(false);
  });

  it("deletes the user's photos and certificates with them", async () => {
    const { bearer } = await signIn("Administrator");
    const cleaner = await createUser({ role: "Cleaner" });
    const saved: string[] = [];
    for (const [kind, data] of [
      ["profile", PNG],
      ["certificate", PDF],
    ] as const) {
      const response = await upload(
        multipartRequest("/api/user/upload", { bearer, file: { data }, fields: { kind, userId: cleaner.id } }),
      );
      expect(response.status).toBe(200);
      saved.push((await response.json()).dbPath);
    }
    const onDisk = saved.map((dbPath) => resolveUpload(segmentsOfDbPath(dbPath))!.absolutePath);
    expect(onDisk.every((file) => fs.existsSync(file))).toBe(true);
    expect((await del({ id: cleaner.id }, bearer)).status).toBe(200);
    expect(onDisk.filter((file) => fs.existsSync(file))).toEqual([]);
  });

  it("answers 404 for an unknown id and 400 for a malformed or missing one", async () => {
    const { bearer } = await signIn("Administrator");
    expect((await del({ id: randomUUID() }, bearer)).status).toBe(404);
    for (const body of [{ id: "12" }, {}]) {
      const response = await del(body, bearer);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toHaveProperty("id");
    }
  });
  describe("a leaver with approved hours", () => {
    // Organisation of Working Time Act 1997: the records of hours worked are kept three years.
    async function leaver() {
      const cleaner = await createUser({ role: "Cleaner" });
      const photo = await saveUpload({ data: PNG, kind: "profile", ownerId: cleaner.id });
      await db.user.update({
        where: { id: cleaner.id },
        data: {
          firstName: "Siobhán",
          lastName: "Ní Bhriain",
          phoneNumber: "087 123 4567",
          address: "4 Patrick Street, Cork",
          profilePhotoPath: photo,
        },
      });
      const certificate = await createCertificate(cleaner.id);
      const bearer = await tokenFor(cleaner);
      await db.passwordResetToken.create({
        data: { userId: cleaner.id, tokenHash: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000) },
      });
      const record = await db.clockRecord.create({
        data: {
          userId: cleaner.id,
          clockInAt: new Date("2026-11-02T08:00:00Z"),
          clockOutAt: new Date("2026-11-02T12:00:00Z"),
        },
      });
      const approved = await db.timesheet.create({
        data: {
          userId: cleaner.id,
          periodStart: new Date("2026-11-02"),
          periodEnd: new Date("2026-11-09"),
          minutesWorked: 240,
          status: "approved",
        },
      });
      const draft = await db.timesheet.create({
        data: {
          userId: cleaner.id,
          periodStart: new Date("2026-11-09"),
          periodEnd: new Date("2026-11-16"),
          minutesWorked: 0,
        },
      });
      const job = await createJobRecord({ clientId: (await createUser()).id, assigneeId: cleaner.id });
      return { cleaner, bearer, photo, certificate, record, approved, draft, job };
    }

    it("anonymises the account instead, keeping every record, and answers as a delete", async () => {
      const { cleaner, bearer, photo, certificate, record, approved, draft, job } = await leaver();
      const response = await del({ id: cleaner.id }, (await signIn("Administrator")).bearer);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id: cleaner.id,
        role: "Cleaner",
        firstName: "Siobhán",
        lastName: "Ní Bhriain",
      });

      expect(await db.user.findUniqueOrThrow({ where: { id: cleaner.id } })).toMatchObject({
        firstName: "Former",
        lastName: "employee",
        email: `deleted-${cleaner.id}@invalid`,
        phoneNumber: null,
        address: null,
        profilePhotoPath: null,
        status: "banned",
        tokenVersion: cleaner.tokenVersion + 1,
      });
      expect(await db.session.count({ where: { userId: cleaner.id } })).toBe(0);
      expect(await db.passwordResetToken.count({ where: { userId: cleaner.id } })).toBe(0);
      expect(await db.userFile.count({ where: { userId: cleaner.id } })).toBe(0);
      expect([isStored(photo), isStored(certificate.dbPath)]).toEqual([false, false]);
      expect((await me(apiRequest("/api/auth/me", { bearer }))).status).toBe(401);

      // The hours, the timesheets and the job are still there, under the anonymous name.
      expect(await db.clockRecord.findUnique({ where: { id: record.id } })).toMatchObject({ userId: cleaner.id });
      expect(await db.timesheet.findMany({ where: { userId: cleaner.id }, orderBy: { periodStart: "asc" } })).toEqual([
        expect.objectContaining({ id: approved.id, status: "approved", minutesWorked: 240 }),
        expect.objectContaining({ id: draft.id }),
      ]);
      expect(await db.job.findUnique({ where: { id: job.id } })).toMatchObject({ assigneeId: cleaner.id });
    });

    it("still refuses a cleaner whose timesheets are none of them approved: ban instead", async () => {
      const cleaner = await createUser({ role: "Cleaner" });
      await db.timesheet.create({
        data: {
          userId: cleaner.id,
          periodStart: new Date("2026-11-02"),
          periodEnd: new Date("2026-11-09"),
          minutesWorked: 60,
          status: "submitted",
        },
      });
      expect((await del({ id: cleaner.id }, (await signIn("Administrator")).bearer)).status).toBe(409);
      expect(await db.user.findUniqueOrThrow({ where: { id: cleaner.id } })).toMatchObject({ firstName: "Test" });
    });

    it("follows the usual rules of who may delete whom", async () => {
      const { cleaner } = await leaver();
      const before = await db.user.findUniqueOrThrow({ where: { id: cleaner.id } });
      expect((await del({ id: cleaner.id }, (await signIn("Cleaner")).bearer)).status).toBe(403);
      expect(await db.user.findUniqueOrThrow({ where: { id: cleaner.id } })).toEqual(before);
    });
  });
});
