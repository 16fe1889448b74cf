"use client";

import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { clearSession, onSessionEnded } from "@/lib/client/session-storage";
import { useRouter } from "@/lib/i18n/navigation";

// setTimeout cannot wait longer than about 24.8 days.
const MAX_DELAY_MS = 2 ** 31 - 1;

// When the access token expires (its cookie expires at the same moment), the
// 'Token expired' alert appears (spec §4); stored data is cleared and the user
// goes to the login page, which brings them back here afterwards. A session
// the server ends earlier (any 401 answer in the dashboard) does the same.
export function TokenExpiryWatcher({ expiresAt }: { expiresAt: number }) {
  const t = useTranslations("Dashboard");
  const router = useRouter();
  const [isExpired, setIsExpired] = useState(false);

  useEffect(() => {
    const delay = Math.min(Math.max(expiresAt * 1000 - Date.now(), 0), MAX_DELAY_MS);
    const timer = window.setTimeout(() => {
      clearSession();
      setIsExpired(true);
    }, delay);
    const stopListening = onSessionEnded(() => {
      clearSession();
      setIsExpired(true);
    });
    return () => {
      window.clearTimeout(timer);
      stopListening();
    };
  }, [expiresAt]);

  function onSignInAgain() {
    const returnTo = window.location.pathname + window.location.search;
    router.replace({ pathname: "/auth/jwt/login", query: { returnTo } });
  }

  return (
    <Dialog
      open={isExpired}
      role="alertdialog"
      aria-labelledby="token-expired-title"
      aria-describedby="token-expired-text"
    >
      <DialogTitle id="token-expired-title">{t("tokenExpiredTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText id="token-expired-text">{t("tokenExpiredText")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSignInAgain} variant="contained" autoFocus>
          {t("signInAgain")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
