import type { Role } from "@/lib/auth/roles";
import { canSee, type Screen } from "@/lib/auth/permissions";

// The side menu (spec §2): two groups, filtered by the signed-in user's role.
// `badge` names a count shown next to the item (lib/client/queries/nav-counts.ts).
export type NavItem = {
  key: string;
  href: string;
  screen: Screen;
  icon: string;
  badge?: "pendingClients" | "unreadMessages";
  children?: NavItem[];
};
export type NavGroup = { key: "overview" | "management"; items: NavItem[] };

export const NAV_GROUPS: NavGroup[] = [
  {
    key: "overview",
    items: [
      { key: "app", href: "/dashboard/app", screen: "app", icon: "dashboard" },
      { key: "company", href: "/dashboard/company", screen: "company", icon: "company" },
      {
        key: "clocking",
        href: "/dashboard/clocking",
        screen: "clocking",
        icon: "clocking",
        children: [
          { key: "clockingList", href: "/dashboard/clocking", screen: "clocking", icon: "clocking" },
          { key: "clockingHistory", href: "/dashboard/clocking/history", screen: "clockingHistory", icon: "clocking" },
        ],
      },
      { key: "enquiry", href: "/dashboard/enquiry/list", screen: "enquiry", icon: "enquiry" },
      { key: "franchise", href: "/dashboard/franchise/list", screen: "franchise", icon: "franchise" },
      { key: "rota", href: "/dashboard/rota/list", screen: "rota", icon: "rota" },
    ],
  },
  {
    key: "management",
    items: [
      {
        key: "user",
        href: "/dashboard/user/profile",
        screen: "userProfile",
        icon: "user",
        badge: "pendingClients",
        children: [
          { key: "userProfile", href: "/dashboard/user/profile", screen: "userProfile", icon: "user" },
          { key: "userAll", href: "/dashboard/user/all", screen: "users", icon: "user" },
          { key: "userCleaners", href: "/dashboard/user/cleaners", screen: "users", icon: "user" },
          {
            key: "userClients",
            href: "/dashboard/user/clients",
            screen: "users",
            icon: "user",
            badge: "pendingClients",
          },
        ],
      },
      { key: "invoice", href: "/dashboard/invoice/list", screen: "invoice", icon: "invoice" },
      { key: "job", href: "/dashboard/job/list", screen: "job", icon: "job", badge: "unreadMessages" },
      { key: "timesheet", href: "/dashboard/timesheet", screen: "timesheet", icon: "timesheet" },
      { key: "category", href: "/dashboard/category", screen: "category", icon: "category" },
      { key: "mail", href: "/dashboard/mail", screen: "mail", icon: "mail" },
    ],
  },
];

// The groups as a role sees them. With no known role the spec shows the
// Administrator's menu; the server still refuses whatever that role may not see.
export function navFor(role: Role | null): NavGroup[] {
  const effective: Role = role ?? "Administrator";
  const visible = (item: NavItem): NavItem | null => {
    if (!canSee(effective, item.screen)) return null;
    const children = item.children?.map(visible).filter((child): child is NavItem => child !== null);
    // A count is for those who may act on it (pending clients: the office;
    // unread job messages: everyone who sees jobs).
    const badge = item.badge === "pendingClients" ? (canSee(effective, "users") ? item.badge : undefined) : item.badge;
    return children && children.length > 1 ? { ...item, badge, children } : { ...item, badge, children: undefined };
  };
  return NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.map(visible).filter((item): item is NavItem => item !== null),
  })).filter((group) => group.items.length > 0);
}

export function flattenNav(groups: NavGroup[]): { group: NavGroup["key"]; item: NavItem }[] {
  return groups.flatMap((group) =>
    group.items.flatMap((item) => (item.children ?? [item]).map((leaf) => ({ group: group.key, item: leaf }))),
  );
}
