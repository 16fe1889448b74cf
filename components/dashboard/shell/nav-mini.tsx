"use client";

import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { usePathname } from "@/lib/i18n/navigation";
import type { NavGroup, NavItem } from "../nav-config";
import { NavIcon } from "./nav-icons";
import { NavLink } from "./nav-link";
import { NavSubmenu } from "./nav-submenu";
import { isActive } from "./nav-vertical";

const tileSx = {
  width: 72,
  mx: "auto",
  my: 0.5,
  py: 1,
  borderRadius: 1,
  display: "flex",
  flexDirection: "column",
  gap: 0.5,
  "&[aria-current=page], &.is-active": { bgcolor: "action.selected", color: "primary.main" },
} as const;

function Tile({ item }: { item: NavItem }) {
  const t = useTranslations("Dashboard.nav");
  const pathname = usePathname();
  const theme = useTheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = (
    <Typography sx={{ fontSize: 11, lineHeight: 1.2, textAlign: "center" }}>{t(item.key as never)}</Typography>
  );
  if (!item.children) {
    return (
      <ButtonBase
        component={NavLink}
        href={item.href}
        aria-current={isActive(pathname, item.href) ? "page" : undefined}
        sx={tileSx}
      >
        <NavIcon name={item.icon} />
        {label}
      </ButtonBase>
    );
  }
  const isCurrent = item.children.some((child) => isActive(pathname, child.href));
  // The sub-menu opens beside the rail, over the page: from the rail's right
  // edge in left-to-right, from its left edge in right-to-left, where the rail
  // is on the right and a menu opening rightwards would cover it. Popover's
  // origins are physical sides, hence the direction.
  const isRtl = theme.direction === "rtl";
  return (
    <>
      <ButtonBase
        className={isCurrent ? "is-active" : undefined}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={tileSx}
      >
        <NavIcon name={item.icon} />
        {label}
      </ButtonBase>
      <NavSubmenu
        items={item.children}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "top", horizontal: isRtl ? "left" : "right" }}
        transformOrigin={{ vertical: "top", horizontal: isRtl ? "right" : "left" }}
      />
    </>
  );
}

// The mini menu (88 px): icons with short labels.
export function NavMini({ groups }: { groups: NavGroup[] }) {
  const t = useTranslations("Dashboard");
  return (
    <>
      {groups.map((group) => (
        <Box key={group.key} component="ul" aria-label={t(group.key)} sx={{ listStyle: "none", p: 0, m: 0, py: 1 }}>
          {group.items.map((item) => (
            <li key={item.key}>
              <Tile item={item} />
            </li>
          ))}
        </Box>
      ))}
    </>
  );
}
