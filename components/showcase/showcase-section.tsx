import Box from "@mui/material/Box";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { anchorOf, type DemoId, type SectionId } from "./sections";

// A top-level part of the page (h2); its demos sit in a two-column grid. The
// keys are built from the section and demo ids (sections.ts): TypeScript gives
// up checking a union of that many keys against the messages, hence the casts.
export async function ShowcaseSection({ id, children }: { id: SectionId; children: ReactNode }) {
  const t = await getTranslations("Showcase.sections");
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ scrollMarginTop: 16, mt: 8 }}>
      <Typography variant="h2" id={`${id}-title`} gutterBottom>
        {t(`${id}.title` as never)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        {t(`${id}.intro` as never)}
      </Typography>
      <Grid container spacing={3}>
        {children}
      </Grid>
    </Box>
  );
}

type DemoProps = { id: DemoId; isWide?: boolean; children: ReactNode };

// One component on show (h3), with a sentence on when to use it.
export async function Demo({ id, isWide = false, children }: DemoProps) {
  const t = await getTranslations("Showcase.demos");
  const anchor = anchorOf(id);
  return (
    <Grid size={{ xs: 12, md: isWide ? 12 : 6 }}>
      <Paper
        component="section"
        variant="outlined"
        id={anchor}
        aria-labelledby={`${anchor}-title`}
        sx={{ p: { xs: 2, sm: 3 }, height: "100%", scrollMarginTop: 16 }}
      >
        <Typography variant="h3" id={`${anchor}-title`} gutterBottom>
          {t(`${id}.title` as never)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(`${id}.description` as never)}
        </Typography>
        {children}
      </Paper>
    </Grid>
  );
}
