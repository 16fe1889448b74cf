import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { TextLink } from "@/components/ui/links";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

// The split layout of spec §2: a welcome panel beside the form, and a
// 'Click to go back' link home. The panel is hidden on phones.
export async function AuthSplitLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("Auth");
  const brand = await getTranslations("Brand");
  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      <Box
        component="aside"
        sx={{
          display: { xs: "none", md: "flex" },
          flexDirection: "column",
          justifyContent: "center",
          width: 480,
          p: 6,
          bgcolor: "primary.dark",
          color: "primary.contrastText",
        }}
      >
        <Typography variant="h3" component="p" sx={{ mb: 4 }}>
          {brand("name")}
        </Typography>
        <Typography variant="h2" component="p" gutterBottom>
          {t("asideTitle")}
        </Typography>
        <Typography>{t("asideText")}</Typography>
      </Box>
      <Box component="main" sx={{ flex: 1, display: "flex", flexDirection: "column", p: { xs: 2, sm: 4 } }}>
        <TextLink
          href="/"
          underline="hover"
          sx={{ display: "inline-flex", alignItems: "center", gap: 1, alignSelf: "flex-start" }}
        >
          <ArrowBackIcon fontSize="small" sx={{ '[dir="rtl"] &': { transform: "scaleX(-1)" } }} aria-hidden />
          {t("backHome")}
        </TextLink>
        <Box sx={{ flex: 1, display: "flex", alignItems: "center", justifyContent: "center" }}>
          <Box sx={{ width: "100%", maxWidth: 420 }}>{children}</Box>
        </Box>
      </Box>
    </Box>
  );
}
