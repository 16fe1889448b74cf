"use client";

import CloseIcon from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";

// The side-panel form of a detail: a record opened from a list without
// leaving it. Header (title, status chip, actions), then sections
// (DetailSection). It opens from the inline end, so in Arabic from the left.
export function DetailPanel({
  open,
  onClose,
  title,
  status,
  actions,
  isLoading,
  isError,
  onRetry,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  status?: ReactNode;
  actions?: ReactNode;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const t = useTranslations("Common");
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the dashboard's header, as a dialog is.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: "dialog",
          "aria-modal": true,
          "aria-labelledby": titleId,
          sx: { width: { xs: "100%", sm: 520, md: 600 } },
        } as never,
      }}
    >
      {isLoading && <LinearProgress aria-label={t("loading")} />}
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", mb: 2 }}>
          <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
              <Typography id={titleId} component="h2" variant="h5" sx={{ overflowWrap: "anywhere" }}>
                {title}
              </Typography>
              {status}
            </Stack>
            {actions && (
              <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }} useFlexGap>
                {actions}
              </Stack>
            )}
          </Stack>
          <IconButton onClick={onClose} aria-label={t("close")} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        {isError ? (
          <Alert
            severity="error"
            action={
              onRetry && (
                <Button color="inherit" onClick={onRetry}>
                  {t("retry")}
                </Button>
              )
            }
          >
            {t("loadFailed")}
          </Alert>
        ) : (
          <Stack spacing={2}>{children}</Stack>
        )}
      </Box>
    </Drawer>
  );
}
