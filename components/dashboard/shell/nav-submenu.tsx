"use client";

import Menu, { type MenuProps } from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/lib/i18n/navigation";
import type { NavItem } from "../nav-config";

type NavSubmenuProps = {
  items: NavItem[];
  anchor: HTMLElement | null;
  onClose: () => void;
  anchorOrigin?: MenuProps["anchorOrigin"];
  transformOrigin?: MenuProps["transformOrigin"];
};

// The popover of a menu entry's children in the mini and horizontal layouts, 160 px wide (spec §9).
export function NavSubmenu({ items, anchor, onClose, anchorOrigin, transformOrigin }: NavSubmenuProps) {
  const t = useTranslations("Dashboard.nav");
  const pathname = usePathname();
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={anchorOrigin}
      transformOrigin={transformOrigin}
      slotProps={{ paper: { sx: { width: 160 } } }}
    >
      {items.map((child) => (
        <MenuItem
          key={child.key}
          component={Link}
          href={child.href}
          selected={pathname === child.href}
          onClick={onClose}
        >
          {t(child.key as never)}
        </MenuItem>
      ))}
    </Menu>
  );
}
