"use client";

import MenuIcon from "@mui/icons-material/Menu";
import MenuOpenIcon from "@mui/icons-material/MenuOpen";
import SearchIcon from "@mui/icons-material/Search";
import SettingsIcon from "@mui/icons-material/Settings";
import Alert from "@mui/material/Alert";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { Suspense, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { LocaleSwitcher } from "@/components/ui/locale-switcher";
import { setDraftOwner } from "@/lib/client/drafts";
import { SkipLink } from "@/components/ui/skip-link";
import { navFor } from "./nav-config";
import { AccountMenu, type ShellUser } from "./shell/account-menu";
import { DashboardTheme } from "./shell/dashboard-theme";
import { NavHorizontal } from "./shell/nav-horizontal";
import { NavMini } from "./shell/nav-mini";
import { NavVertical } from "./shell/nav-vertical";
import { ProgressBar } from "./shell/progress-bar";
import { SearchDialog } from "./shell/search-dialog";
import { SettingsProvider, useSettings } from "./shell/settings";
import type { ServerSettings } from "./shell/settings-cookie";
import { SettingsDrawer } from "./shell/settings-drawer";
import { ToastProvider } from "./shell/toasts";

// Sizes of spec §9.
const NAV_WIDTH = { vertical: 280, mini: 88, horizontal: 0 } as const;
export const APP_VERSION = "v5.5.0";

type DashboardShellProps = {
  user: ShellUser;
  localeDirection: "ltr" | "rtl";
  serverSettings?: ServerSettings;
  children: ReactNode;
};

export function DashboardShell({ user, localeDirection, serverSettings, children }: DashboardShellProps) {
  // Before the page's forms (their effects run after layout effects) look for drafts.
  useLayoutEffect(() => setDraftOwner(user.email), [user.email]);
  return (
    <SettingsProvider localeDirection={localeDirection} serverSettings={serverSettings}>
      <DashboardTheme localeDirection={localeDirection}>
        <ToastProvider>
          <Frame user={user}>{children}</Frame>
          <SettingsDrawer />
        </ToastProvider>
      </DashboardTheme>
    </SettingsProvider>
  );
}

// The search's shortcut as the keyboard in front of the user writes it: ⌘K
// on Apple's systems, Ctrl K elsewhere (the server's guess: offices run Windows).
const noChange = () => () => {};
function useSearchShortcut(): string {
  const isApple = useSyncExternalStore(
    noChange,
    () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent),
    () => false,
  );
  return isApple ? "⌘K" : "Ctrl K";
}

// Whether the browser has a connection. The server assumes it has.
function subscribeOnline(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}
function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

function Frame({ user, children }: { user: ShellUser; children: ReactNode }) {
  const t = useTranslations("Dashboard");
  const common = useTranslations("Common");
  const shortcut = useSearchShortcut();
  const isOnline = useIsOnline();
  const { settings, update, setIsDrawerOpen } = useSettings();
  const groups = useMemo(() => navFor(user.role), [user.role]);
  const [isNavOpen, setIsNavOpen] = useState(false);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const navWidth = NAV_WIDTH[settings.layout];

  useEffect(() => {
    // ⌘K / Ctrl+K opens the search (spec §2).
    function onKeyDown(event: KeyboardEvent) {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setIsSearchOpen(true);
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const versionBadge = (
    <Chip
      label={APP_VERSION}
      size="small"
      variant="outlined"
      sx={{ m: 2, alignSelf: "flex-start" }}
      aria-label={t("version", { version: APP_VERSION })}
    />
  );

  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "background.default" }}>
      <SkipLink label={common("skipToContent")} />
      <Suspense>
        <ProgressBar />
      </Suspense>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: "divider", zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ minHeight: { xs: 64, md: 80 }, gap: 1 }}>
          <IconButton
            edge="start"
            onClick={() => setIsNavOpen(true)}
            aria-label={t("openMenu")}
            sx={{ display: { md: "none" } }}
          >
            <MenuIcon />
          </IconButton>
          {settings.layout !== "horizontal" && (
            <IconButton
              onClick={() => update({ layout: settings.layout === "mini" ? "vertical" : "mini" })}
              aria-label={t("toggleNav")}
              aria-pressed={settings.layout === "mini"}
              sx={{ display: { xs: "none", md: "inline-flex" } }}
            >
              {/* The arrow points the way the menu will go: towards its edge of the
                  page to fold into the rail, away from it to open out. The icon is
                  drawn pointing left, and the menu is on the right in right-to-left. */}
              <MenuOpenIcon
                sx={{
                  transform: (settings.layout === "mini") !== (settings.direction === "rtl") ? "scaleX(-1)" : undefined,
                }}
              />
            </IconButton>
          )}
          <Typography component="p" noWrap sx={{ flexGrow: 1, minWidth: 0, fontWeight: 600 }}>
            {`${user.firstName} ${user.lastName}`}
            <Typography component="span" color="text.secondary" sx={{ display: { xs: "none", sm: "inline" } }}>
              {` · ${t(`roles.${user.role}`)}`}
            </Typography>
          </Typography>
          <Button
            onClick={() => setIsSearchOpen(true)}
            startIcon={<SearchIcon />}
            color="inherit"
            aria-keyshortcuts="Control+K Meta+K"
            sx={{ display: { xs: "none", sm: "inline-flex" } }}
          >
            {t("openSearch")}
            <Box
              component="kbd"
              dir="ltr"
              sx={{ marginInlineStart: 1, px: 0.75, borderRadius: 0.5, bgcolor: "action.hover", fontSize: 12 }}
            >
              {shortcut}
            </Box>
          </Button>
          <IconButton
            onClick={() => setIsSearchOpen(true)}
            aria-label={t("openSearch")}
            sx={{ display: { sm: "none" } }}
          >
            <SearchIcon />
          </IconButton>
          <Box sx={{ display: { xs: "none", md: "block" } }}>
            <LocaleSwitcher label={t("language")} />
          </Box>
          <IconButton onClick={() => setIsDrawerOpen(true)} aria-label={t("settings")}>
            <SettingsIcon />
          </IconButton>
          <AccountMenu user={user} />
        </Toolbar>
      </AppBar>

      <Drawer
        variant="temporary"
        open={isNavOpen}
        onClose={() => setIsNavOpen(false)}
        // Above the app bar (which is above the permanent menu): under it, the
        // drawer's top, where the language picker is, could not be tapped.
        sx={{ display: { md: "none" }, zIndex: (theme) => theme.zIndex.drawer + 2 }}
        slotProps={{ paper: { sx: { width: NAV_WIDTH.vertical } } }}
      >
        <Box component="nav" aria-label={t("overview")}>
          <Box sx={{ p: 2, display: { md: "none" } }}>
            <LocaleSwitcher label={t("language")} />
          </Box>
          <NavVertical groups={groups} onNavigate={() => setIsNavOpen(false)} />
        </Box>
        {versionBadge}
      </Drawer>
      {settings.layout !== "horizontal" && (
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: "none", md: "block" },
            width: navWidth,
            flexShrink: 0,
            "& .MuiDrawer-paper": { width: navWidth, overflowX: "hidden" },
          }}
        >
          <Toolbar sx={{ minHeight: { xs: 64, md: 80 } }} />
          <Box component="nav" aria-label={t("overview")} sx={{ flexGrow: 1 }}>
            {settings.layout === "mini" ? <NavMini groups={groups} /> : <NavVertical groups={groups} />}
          </Box>
          {versionBadge}
        </Drawer>
      )}

      <Box sx={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
        <Toolbar sx={{ minHeight: { xs: 64, md: 80 } }} />
        {settings.layout === "horizontal" && (
          <Box sx={{ display: { xs: "none", md: "block" } }}>
            <NavHorizontal groups={groups} />
          </Box>
        )}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            "&:focus": { outline: "none" },
            p: { xs: 2, md: 4 },
            width: "100%",
            // Stretch applies above 1600 px (spec §9): otherwise the content keeps a readable width.
            "@media (min-width: 1600px)": { maxWidth: settings.stretch ? "none" : 1440, mx: "auto" },
          }}
        >
          {/* Changes wait while offline (the query client pauses them) and showed only
              "Saving…" or a greyed Send: the screen says why, and what to do. */}
          {!isOnline && (
            <Alert severity="warning" role="status" sx={{ mb: 2 }}>
              {t("offline")}
            </Alert>
          )}
          {children}
        </Box>
      </Box>
      <SearchDialog groups={groups} isOpen={isSearchOpen} onClose={() => setIsSearchOpen(false)} />
    </Box>
  );
}
