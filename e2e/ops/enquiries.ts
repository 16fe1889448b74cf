// better-sqlite3 directly, not ../db: these tests are about SQLite's own
// files (each test's copy of the database, its integrity_check) and run on SQLite only.
import type Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { expect } from "../fixtures";

// The public form's enquiry from visitor n, named `<name> <n>`, under a new id.
export function enquiryBody(name: string, n: number): string {
  return JSON.stringify({
    id: randomUUID(),
    name: `${name} ${n}`,
    email: `${name.toLowerCase().replace(/\W+/g, "-")}-${n}-${randomUUID().slice(0, 8)}@example.ie`,
    phone: "087 123 4567",
    address: "1 Main Street, Dublin",
    postCode: "D02 X285",
  });
}

// After an instance died under load: the file is sound, and every enquiry
// acknowledged to a visitor (named `<name> <n>`) is stored, each with the
// office's notification (written in the same transaction). Returns how
// many are stored (acknowledged or not: the kill may cut an answer short).
export function expectAcknowledgedStored(db: Database.Database, name: string, acknowledged: string[]): number {
  expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
  const stored = new Set(db.prepare(`SELECT id FROM "Enquiry" WHERE name LIKE ?`).pluck().all(`${name} %`));
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  const notices = db.prepare(`SELECT count(*) FROM "OutboxMail" WHERE subject LIKE ?`).pluck();
  expect(notices.get(`%${name} %`)).toBe(stored.size);
  return stored.size;
}
