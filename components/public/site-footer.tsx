import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { TextLink } from "@/components/ui/links";
import { getTranslations } from "next-intl/server";

export async function SiteFooter() {
  const t = await getTranslations("Footer");
  const brand = await getTranslations("Brand");
  return (
    <Box component="footer" sx={{ bgcolor: "secondary.main", color: "secondary.contrastText", py: 4, mt: 8 }}>
      <Container>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ justifyContent: "space-between" }}>
          <Typography variant="body2">
            {t("rights", { year: new Date().getFullYear(), brand: brand("name") })}
          </Typography>
          <Box component="nav" aria-label={t("information")}>
            <TextLink href="/dashboard" sx={{ color: "inherit" }}>
              {t("goToDashboard")}
            </TextLink>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
