import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { anchorOf, SECTION_IDS, SECTIONS } from "./sections";

const LIST_SX = { listStyle: "none", m: 0, p: 0 } as const;

// In-page anchors are plain links: there is no route to localise.
export async function TableOfContents() {
  const t = await getTranslations("Showcase");
  return (
    <Paper component="nav" variant="outlined" aria-labelledby="toc-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="toc-title" sx={{ fontSize: "1.125rem", mb: 2 }}>
        {t("page.tocLabel")}
      </Typography>
      <Box
        component="ol"
        sx={{ ...LIST_SX, display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" } }}
      >
        {SECTION_IDS.map((section) => (
          <li key={section}>
            <Link href={`#${section}`} sx={{ fontWeight: 600 }}>
              {t(`sections.${section}.title` as never)}
            </Link>
            <Box component="ol" sx={{ ...LIST_SX, mt: 1, paddingInlineStart: 2, display: "grid", gap: 0.5 }}>
              {SECTIONS[section].map((demo) => (
                <li key={demo}>
                  <Link href={`#${anchorOf(demo)}`} variant="body2">
                    {t(`demos.${demo}.title` as never)}
                  </Link>
                </li>
              ))}
            </Box>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
