"use client";

import DashboardIcon from "@mui/icons-material/Dashboard";
import InboxIcon from "@mui/icons-material/Inbox";
import LogoutIcon from "@mui/icons-material/Logout";
import MenuIcon from "@mui/icons-material/Menu";
import WorkIcon from "@mui/icons-material/Work";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Snackbar from "@mui/material/Snackbar";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { isStaff, type Role } from "@/lib/auth/roles";
import { apiFetch } from "@/lib/client/api-client";
import { clearSession } from "@/lib/client/session-storage";
import { getPathname, Link, usePathname } from "@/lib/i18n/navigation";

const NAV_WIDTH = 280;

type ShellUser = { firstName: string; lastName: string; role: Role };

// A minimal frame for the dashboard; the full shell (menus by role, search,
// settings) is built on top of it by the dashboard-shell issue.
export function DashboardShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const t = useTranslations("Dashboard");
  const pathname = usePathname();
  const locale = useLocale();
  const [isNavOpen, setIsNavOpen] = useState(false);
  const [hasLogoutFailed, setHasLogoutFailed] = useState(false);

  const items = [
    { href: "/dashboard/app", label: t("app"), icon: <DashboardIcon />, isShown: true },
    { href: "/dashboard/enquiry/list", label: t("enquiries"), icon: <InboxIcon />, isShown: isStaff(user.role) },
    { href: "/dashboard/job/list", label: t("jobs"), icon: <WorkIcon />, isShown: true },
  ].filter((item) => item.isShown);

  async function onLogout() {
    try {
      await apiFetch("/api/auth/logout", { method: "POST" });
      clearSession();
      // A full page load, so nothing of the signed-in session stays in memory.
      const loginPage = getPathname({ href: "/auth/jwt/login", locale });
      window.location.assign(loginPage);
    } catch {
      setHasLogoutFailed(true);
    }
  }

  const nav = (
    <Box component="nav" aria-label={t("overview")} sx={{ width: NAV_WIDTH }}>
      <Toolbar sx={{ minHeight: { xs: 64, md: 80 } }} />
      <List>
        {items.map((item) => (
          <ListItemButton
            key={item.href}
            component={Link}
            href={item.href}
            selected={pathname.startsWith(item.href)}
            onClick={() => setIsNavOpen(false)}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "background.default" }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: "divider", zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ minHeight: { xs: 64, md: 80 }, gap: 2 }}>
          <IconButton
            edge="start"
            onClick={() => setIsNavOpen(true)}
            aria-label={t("openMenu")}
            sx={{ display: { md: "none" } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography sx={{ flexGrow: 1 }} noWrap>
            {t("signedInAs", { name: `${user.firstName} ${user.lastName}` })} · {t(`roles.${user.role}`)}
          </Typography>
          <Button onClick={onLogout} startIcon={<LogoutIcon />} color="inherit">
            {t("logout")}
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer variant="temporary" open={isNavOpen} onClose={() => setIsNavOpen(false)} sx={{ display: { md: "none" } }}>
        {nav}
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{ display: { xs: "none", md: "block" }, width: NAV_WIDTH, "& .MuiDrawer-paper": { width: NAV_WIDTH } }}
      >
        {nav}
      </Drawer>
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 }, pt: { xs: 10, md: 14 } }}>
        {children}
      </Box>
      <Snackbar
        open={hasLogoutFailed}
        autoHideDuration={3000}
        onClose={() => setHasLogoutFailed(false)}
        message={t("logoutFailed")}
        anchorOrigin={{ vertical: "top", horizontal: "right" }}
        // Below the header, so the toast never covers its buttons.
        sx={{ top: { xs: 72, md: 88 } }}
      />
    </Box>
  );
}
