import { ROLES, type Role } from "./roles";

// Which dashboard screens each role may open (spec §2 and §6). The menu, the
// search dialog, the page guards and /dashboard/permission all read this one
// table; the API enforces the same boundaries on the data itself.
const ALL = ROLES;
const STAFF = ["Administrator", "SuperAdministrator"] as const;
const PEOPLE_ON_SITE = ["Cleaner", "Client"] as const;

export const SCREEN_ROLES = {
  app: ALL,
  company: ALL,
  companyManage: STAFF,
  clocking: ALL,
  // History is for cleaners and clients; the office uses the full list (spec §2).
  clockingHistory: PEOPLE_ON_SITE,
  // Corrections a cleaner asked for: the office decides them, the cleaner follows theirs.
  clockingRequests: ["Cleaner", "Administrator", "SuperAdministrator"],
  enquiry: STAFF,
  franchise: STAFF,
  rota: STAFF,
  userProfile: ALL,
  users: STAFF,
  invoice: STAFF,
  // A client reads their own invoices (the API scopes them); the menu entry stays the office's (spec §6).
  invoiceView: ["Client", "Administrator", "SuperAdministrator"],
  job: ALL,
  // The office creates and edits jobs; a client requests one and edits it while
  // it is New. A cleaner does neither (the API refuses them).
  jobEdit: ["Client", "Administrator", "SuperAdministrator"],
  // Clients have no timesheets; the API refuses them, so the screen does too.
  timesheet: ["Cleaner", "Administrator", "SuperAdministrator"],
  // The outbox of every e-mail the system sends (addresses, reset links): the office only.
  mail: STAFF,
  // The Services categories the job and enquiry forms offer (spec §3).
  category: STAFF,
  chat: ALL,
  permission: ALL,
} as const satisfies Record<string, readonly Role[]>;

export type Screen = keyof typeof SCREEN_ROLES;

export function canSee(role: Role, screen: Screen): boolean {
  return (SCREEN_ROLES[screen] as readonly Role[]).includes(role);
}
