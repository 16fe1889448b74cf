"use client";

import CloseIcon from "@mui/icons-material/Close";
import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import MenuIcon from "@mui/icons-material/Menu";
import Box from "@mui/material/Box";
import Collapse from "@mui/material/Collapse";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SERVICES } from "@/lib/content/services";
import { LocaleSwitcher } from "@/components/ui/locale-switcher";
import { Link } from "@/lib/i18n/navigation";

// The phone menu (spec §2): a drawer whose Services entry expands.
export function MobileMenu() {
  const t = useTranslations("Header");
  const services = useTranslations("ServiceContent");
  const [isOpen, setIsOpen] = useState(false);
  const [isServicesOpen, setIsServicesOpen] = useState(false);
  const close = () => setIsOpen(false);
  const link = (href: string, label: string, inset = false) => (
    <ListItemButton
      key={href}
      component={Link}
      href={href}
      onClick={close}
      sx={inset ? { paddingInlineStart: 4 } : undefined}
    >
      <ListItemText primary={label} />
    </ListItemButton>
  );
  return (
    <>
      <IconButton
        onClick={() => setIsOpen(true)}
        aria-label={t("openMenu")}
        aria-expanded={isOpen}
        sx={{ display: { md: "none" } }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={isOpen} onClose={close} slotProps={{ paper: { sx: { width: 300 } } }}>
        <Box sx={{ display: "flex", justifyContent: "flex-end", p: 1 }}>
          <IconButton onClick={close} aria-label={t("closeMenu")}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, display: { sm: "none" } }}>
          <LocaleSwitcher label={t("language")} />
        </Box>
        <List component="nav" aria-label={t("mainMenu")}>
          {link("/", t("home"))}
          <ListItemButton onClick={() => setIsServicesOpen((open) => !open)} aria-expanded={isServicesOpen}>
            <ListItemText primary={t("services")} />
            {isServicesOpen ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
          </ListItemButton>
          <Collapse in={isServicesOpen} unmountOnExit>
            {link("/services", t("services"), true)}
            {SERVICES.map((service) =>
              link(`/services/${service.slug}`, services(`${service.slug}.title` as never), true),
            )}
          </Collapse>
          {link("/areascovered", t("areasCovered"))}
          {link("/contact", t("contact"))}
          {link("/auth/jwt/login", t("login"))}
        </List>
      </Drawer>
    </>
  );
}
