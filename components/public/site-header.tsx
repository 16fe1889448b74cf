import PhoneIcon from "@mui/icons-material/Phone";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Toolbar from "@mui/material/Toolbar";
import { ButtonLink, TextLink } from "@/components/ui/links";
import { getTranslations } from "next-intl/server";
import { site, telHref } from "@/lib/content/site";
import { LocaleSwitcher } from "@/components/ui/locale-switcher";
import { CallbackDialogButton } from "./callback-dialog";
import { MobileMenu } from "./mobile-menu";
import { QuoteButton } from "./quote-modal";

export async function SiteHeader() {
  const t = await getTranslations("Header");
  const brand = await getTranslations("Brand");
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: "divider" }}>
      <Box sx={{ bgcolor: "secondary.main", color: "secondary.contrastText", fontSize: 14 }}>
        <Container sx={{ display: "flex", gap: 2, alignItems: "center", justifyContent: "space-between", py: 0.5 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
            <Box
              component="a"
              href={telHref(site.phone)}
              sx={{ color: "inherit", display: "inline-flex", gap: 0.5, alignItems: "center" }}
            >
              <PhoneIcon fontSize="inherit" aria-hidden />
              <span>
                {t("phoneLabel")}: <bdi dir="ltr">{site.phone}</bdi>
              </span>
            </Box>
            <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
              {t("openingHours")}
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <ButtonLink href="/auth/jwt/login" color="inherit" size="small">
              {t("login")}
            </ButtonLink>
            <CallbackDialogButton color="inherit" size="small" variant="outlined">
              {t("makeEnquiry")}
            </CallbackDialogButton>
          </Stack>
        </Container>
      </Box>
      <Container>
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64, md: 80 } }}>
          <TextLink href="/" variant="h3" underline="none" sx={{ color: "primary.main", flexGrow: 1 }}>
            {brand("name")}
          </TextLink>
          <Box component="nav" aria-label={t("mainMenu")} sx={{ display: { xs: "none", md: "flex" }, gap: 1 }}>
            <ButtonLink href="/" color="inherit">
              {t("home")}
            </ButtonLink>
            <ButtonLink href="/services" color="inherit">
              {t("services")}
            </ButtonLink>
            <ButtonLink href="/areascovered" color="inherit">
              {t("areasCovered")}
            </ButtonLink>
            <ButtonLink href="/contact" color="inherit">
              {t("contact")}
            </ButtonLink>
          </Box>
          <Box sx={{ display: { xs: "none", sm: "block" } }}>
            <LocaleSwitcher label={t("language")} />
          </Box>
          <QuoteButton variant="contained" sx={{ display: { xs: "none", md: "inline-flex" } }}>
            {t("getQuote")}
          </QuoteButton>
          <MobileMenu />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
