"use client";

import Chip from "@mui/material/Chip";
import { useTranslations } from "next-intl";
import { usePendingClientCount } from "@/lib/client/queries/nav-counts";
import type { NavItem } from "../nav-config";

// The count next to a menu item (self-registered clients waiting for the
// office), hidden when there is nothing waiting.
export function NavBadge({ badge }: { badge: NavItem["badge"] }) {
  const t = useTranslations("Dashboard");
  const { data: count = 0 } = usePendingClientCount(badge === "pendingClients");
  if (!badge || count === 0) return null;
  return (
    <Chip
      size="small"
      color="warning"
      label={count}
      title={t("pendingClients", { count })}
      aria-label={t("pendingClients", { count })}
      sx={{ height: 20, marginInlineStart: 1 }}
    />
  );
}
