"use client";

import ExpandMore from "@mui/icons-material/ExpandMore";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePathname } from "@/lib/i18n/navigation";
import type { NavGroup, NavItem } from "../nav-config";
import { NavIcon } from "./nav-icons";
import { NavLink } from "./nav-link";
import { NavSubmenu } from "./nav-submenu";
import { isActive } from "./nav-vertical";

function Entry({ item }: { item: NavItem }) {
  const t = useTranslations("Dashboard.nav");
  const pathname = usePathname();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const color = (active: boolean) => (active ? "primary" : "inherit");
  if (!item.children) {
    return (
      <Button
        component={NavLink}
        href={item.href}
        startIcon={<NavIcon name={item.icon} />}
        color={color(isActive(pathname, item.href))}
        aria-current={isActive(pathname, item.href) ? "page" : undefined}
      >
        {t(item.key as never)}
      </Button>
    );
  }
  return (
    <>
      <Button
        startIcon={<NavIcon name={item.icon} />}
        endIcon={<ExpandMore />}
        color={color(item.children.some((child) => isActive(pathname, child.href)))}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t(item.key as never)}
      </Button>
      <NavSubmenu items={item.children} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}

// The horizontal layout: the menu as a bar under the header.
export function NavHorizontal({ groups }: { groups: NavGroup[] }) {
  const t = useTranslations("Dashboard");
  return (
    <Stack
      component="nav"
      aria-label={t("overview")}
      direction="row"
      spacing={0.5}
      sx={{ px: 2, py: 1, overflowX: "auto", borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}
    >
      {groups
        .flatMap((group) => group.items)
        .map((item) => (
          <Entry key={item.key} item={item} />
        ))}
    </Stack>
  );
}
