"use client";

import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import Collapse from "@mui/material/Collapse";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePathname } from "@/lib/i18n/navigation";
import type { NavGroup, NavItem } from "../nav-config";
import { NavBadge } from "./nav-badge";
import { NavIcon } from "./nav-icons";
import { NavLink } from "./nav-link";

export const isActive = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

function Branch({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const t = useTranslations("Dashboard.nav");
  const pathname = usePathname();
  const isCurrent = item.children?.some((child) => isActive(pathname, child.href)) ?? false;
  const [isOpen, setIsOpen] = useState(isCurrent);
  const label = t(item.key as never);
  if (!item.children) {
    return (
      <ListItemButton
        component={NavLink}
        href={item.href}
        selected={isActive(pathname, item.href)}
        onClick={onNavigate}
        sx={{ borderRadius: 1, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <NavIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={label} />
        <NavBadge badge={item.badge} />
      </ListItemButton>
    );
  }
  return (
    <>
      <ListItemButton onClick={() => setIsOpen((open) => !open)} aria-expanded={isOpen} sx={{ borderRadius: 1, mx: 1 }}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <NavIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={label} />
        {!isOpen && <NavBadge badge={item.badge} />}
        {isOpen ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={isOpen} unmountOnExit>
        <List component="div" disablePadding>
          {item.children.map((child) => (
            <ListItemButton
              key={child.key}
              component={NavLink}
              href={child.href}
              selected={pathname === child.href}
              onClick={onNavigate}
              sx={{ borderRadius: 1, mx: 1, paddingInlineStart: 7 }}
            >
              <ListItemText primary={t(child.key as never)} />
              <NavBadge badge={child.badge} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </>
  );
}

// The vertical menu (280 px), also used inside the phone drawer.
export function NavVertical({ groups, onNavigate }: { groups: NavGroup[]; onNavigate?: () => void }) {
  const t = useTranslations("Dashboard");
  return (
    <>
      {groups.map((group) => (
        <List
          key={group.key}
          component="div"
          role="group"
          aria-label={t(group.key)}
          subheader={
            <ListSubheader component="div" sx={{ bgcolor: "transparent", lineHeight: 3 }}>
              {t(group.key)}
            </ListSubheader>
          }
        >
          {group.items.map((item) => (
            <Branch key={item.key} item={item} onNavigate={onNavigate} />
          ))}
        </List>
      ))}
    </>
  );
}
