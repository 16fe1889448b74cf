"use client";

import Avatar from "@mui/material/Avatar";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { canSee } from "@/lib/auth/permissions";
import type { Role } from "@/lib/auth/roles";
import { apiFetch } from "@/lib/client/api-client";
import { clearDrafts } from "@/lib/client/drafts";
import { clearSession } from "@/lib/client/session-storage";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { ChangePasswordDialog } from "./change-password-dialog";
import { useToast } from "./toasts";

export type ShellUser = { firstName: string; lastName: string; email: string; role: Role };

// The account menu of spec §2, plus logout.
export function AccountMenu({ user }: { user: ShellUser }) {
  const t = useTranslations("Dashboard");
  const locale = useLocale();
  const notify = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isPasswordOpen, setIsPasswordOpen] = useState(false);
  const close = () => setAnchor(null);
  // The visible initials are part of the button's name, as screen-reader users hear it.
  const initials = `${user.firstName[0] ?? ""}${user.lastName[0] ?? ""}`;

  const links = [
    { label: t("home"), href: "/dashboard", isShown: true },
    { label: t("nav.company"), href: "/dashboard/company", isShown: canSee(user.role, "company") },
    { label: t("profile"), href: "/dashboard/user/profile", isShown: true },
    { label: t("nav.enquiry"), href: "/dashboard/enquiry/list", isShown: canSee(user.role, "enquiry") },
    { label: t("franchises"), href: "/dashboard/franchise/list", isShown: canSee(user.role, "franchise") },
    // What this account may do (spec §6): the page had no way in but its address.
    { label: t("screenNames.permission"), href: "/dashboard/permission", isShown: canSee(user.role, "permission") },
  ].filter((link) => link.isShown);

  async function onLogout() {
    close();
    try {
      await apiFetch("/api/auth/logout", { method: "POST" });
      clearSession();
      clearDrafts();
      // A full page load, so nothing of the signed-in session stays in memory.
      const loginPage = getPathname({ href: "/auth/jwt/login", locale });
      window.location.assign(loginPage);
    } catch {
      notify(t("logoutFailed"), "error");
    }
  }

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${initials} · ${t("accountMenu")}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
      >
        <Avatar
          aria-hidden
          sx={{ width: 36, height: 36, bgcolor: "primary.main", color: "primary.contrastText", fontSize: 15 }}
        >
          {initials}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
      >
        <ListItemText
          sx={{ px: 2, py: 1 }}
          primary={`${user.firstName} ${user.lastName}`}
          secondary={`${user.email} · ${t(`roles.${user.role}`)}`}
        />
        <Divider />
        {links.map((link) => (
          <MenuItem key={link.href} component={Link} href={link.href} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            setIsPasswordOpen(true);
          }}
        >
          {t("changePassword")}
        </MenuItem>
        <Divider />
        <MenuItem onClick={onLogout} sx={{ color: "error.main" }}>
          {t("logout")}
        </MenuItem>
      </Menu>
      <ChangePasswordDialog isOpen={isPasswordOpen} onClose={() => setIsPasswordOpen(false)} />
    </>
  );
}
