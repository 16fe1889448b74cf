import type Database from "better-sqlite3";
import { expect } from "../fixtures";

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
