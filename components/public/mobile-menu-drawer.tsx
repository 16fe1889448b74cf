"use client";

import CloseIcon from "@mui/icons-material/Close";
import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import Box from "@mui/material/Box";
import Collapse from "@mui/material/Collapse";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import { useTranslations } from "next-intl";
import { LazyIsland } from "@/components/providers/lazy-island";
import { useState, type ReactNode } from "react";
import { COMPANY_LINKS } from "@/lib/content/navigation";
import { SERVICES } from "@/lib/content/services";
import { LocaleSwitcher } from "@/components/ui/locale-switcher";
import { Link } from "@/lib/i18n/navigation";

type MobileMenuDrawerProps = { isOpen: boolean; onClose: () => void };

function MobileMenuDrawerContent({ isOpen, onClose }: MobileMenuDrawerProps) {
  const t = useTranslations("Header");
  const services = useTranslations("ServiceContent");
  const [openGroup, setOpenGroup] = useState<"services" | "company" | null>(null);
  const link = (href: string, label: string, inset = false) => (
    <ListItemButton
      key={href}
      component={Link}
      href={href}
      onClick={onClose}
      sx={inset ? { paddingInlineStart: 4 } : undefined}
    >
      <ListItemText primary={label} />
    </ListItemButton>
  );
  const group = (name: "services" | "company", label: string, links: ReactNode) => (
    <>
      <ListItemButton
        onClick={() => setOpenGroup((open) => (open === name ? null : name))}
        aria-expanded={openGroup === name}
      >
        <ListItemText primary={label} />
        {openGroup === name ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={openGroup === name} unmountOnExit>
        {links}
      </Collapse>
    </>
  );
  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 300 }, "aria-label": t("mainMenu") } }}
    >
      <Box sx={{ display: "flex", justifyContent: "flex-end", p: 1 }}>
        <IconButton onClick={onClose} aria-label={t("closeMenu")}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, display: { sm: "none" } }}>
        <LocaleSwitcher label={t("language")} />
      </Box>
      <List component="nav" aria-label={t("mainMenu")}>
        {link("/", t("home"))}
        {group("services", t("services"), [
          link("/services", t("allServices"), true),
          ...SERVICES.map((service) => link(`/services/${service.slug}`, services(`${service.slug}.title`), true)),
        ])}
        {link("/areascovered", t("areasCovered"))}
        {group(
          "company",
          t("company"),
          COMPANY_LINKS.map(([href, key]) => link(href, t(key), true)),
        )}
        {link("/contact", t("contact"))}
        {link("/auth/jwt/login", t("login"))}
      </List>
    </Drawer>
  );
}

// Loaded on demand (next/dynamic): the island brings next-intl's client
// runtime and MUI, so it sits above the component whose hooks need them.
export function MobileMenuDrawer(props: MobileMenuDrawerProps) {
  return (
    <LazyIsland>
      <MobileMenuDrawerContent {...props} />
    </LazyIsland>
  );
}
