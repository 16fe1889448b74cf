"use client";

import Chip from "@mui/material/Chip";
import { useTranslations } from "next-intl";
import { usePendingClientCount, useUnreadMessageCount } from "@/lib/client/queries/nav-counts";
import type { NavItem } from "../nav-config";

// The count next to a menu item (self-registered clients waiting for the
// office, unread job messages), hidden when there is nothing waiting.
export function NavBadge({ badge }: { badge: NavItem["badge"] }) {
  const t = useTranslations("Dashboard");
  const { data: pending = 0 } = usePendingClientCount(badge === "pendingClients");
  const { data: unread = 0 } = useUnreadMessageCount(badge === "unreadMessages");
  const count = badge === "pendingClients" ? pending : badge === "unreadMessages" ? unread : 0;
  if (!badge || count === 0) return null;
  const label = badge === "pendingClients" ? t("pendingClients", { count }) : t("unreadMessages", { count });
  return (
    <Chip
      size="small"
      color={badge === "pendingClients" ? "warning" : "primary"}
      label={count}
      title={label}
      aria-label={label}
      sx={{ height: 20, marginInlineStart: 1 }}
    />
  );
}
