// Roles in ascending order of authority (spec §6).
export const ROLES = ["Cleaner", "Client", "Administrator", "SuperAdministrator"] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ["Administrator", "SuperAdministrator"] as const satisfies readonly Role[];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function isStaff(role: Role): boolean {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}
