"use client";

import Breadcrumbs from "@mui/material/Breadcrumbs";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { TextLink } from "@/components/ui/links";

export type Crumb = { label: string; href?: string };

// The top of every back-office screen: its title (the page's one h1), where
// it sits (breadcrumbs from the dashboard), and the actions it offers.
export function PageHeader({
  title,
  crumbs = [],
  actions,
  status,
}: {
  title: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
  // A chip next to the title (a detail page's state).
  status?: ReactNode;
}) {
  const t = useTranslations("Common");
  const trail: Crumb[] = [{ label: t("dashboard"), href: "/dashboard" }, ...crumbs];
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={2}
      useFlexGap
      // The actions go under the title when both do not fit: beside it they
      // took all the width and squeezed a French title to a letter per line
      // on a tablet (and ran off the screen).
      sx={{ mb: 3, justifyContent: "space-between", alignItems: { sm: "flex-end" }, flexWrap: "wrap" }}
    >
      <Stack spacing={1} sx={{ minWidth: 0, flex: { sm: "1 1 20rem" } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap" }} useFlexGap>
          <Typography variant="h1" sx={{ fontSize: "1.75rem", overflowWrap: "anywhere" }}>
            {title}
          </Typography>
          {status}
        </Stack>
        <Breadcrumbs aria-label={t("breadcrumbs")}>
          {trail.map((crumb) =>
            crumb.href ? (
              <TextLink key={crumb.label} href={crumb.href} underline="hover" color="inherit" variant="body2">
                {crumb.label}
              </TextLink>
            ) : (
              <Typography key={crumb.label} variant="body2" color="text.primary" aria-current="page">
                {crumb.label}
              </Typography>
            ),
          )}
          <Typography variant="body2" color="text.primary" aria-current="page">
            {title}
          </Typography>
        </Breadcrumbs>
      </Stack>
      {actions && (
        <Stack direction="row" spacing={1} sx={{ flex: "0 1 auto", maxWidth: "100%", flexWrap: "wrap" }} useFlexGap>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
