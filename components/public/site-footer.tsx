import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { TextLink } from "@/components/ui/links";
import { PROVINCES } from "@/lib/content/counties";
import { SERVICES } from "@/lib/content/services";

const linkSx = { color: "inherit", display: "inline-block", py: 0.25 } as const;

// Information links (with 'Go to Dashboard'), the services, and coverage by
// province and county (spec §2).
export async function SiteFooter() {
  const t = await getTranslations("Footer");
  const header = await getTranslations("Header");
  const brand = await getTranslations("Brand");
  const services = await getTranslations("ServiceContent");
  const places = await getTranslations("LocationContent");
  const areas = await getTranslations("AreasPage");
  const heading = (text: string) => (
    <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
      {text}
    </Typography>
  );
  return (
    <Box component="footer" sx={{ bgcolor: "secondary.main", color: "secondary.contrastText", py: 5, mt: 8 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }} component="nav" aria-label={t("information")}>
            {heading(t("information"))}
            {[
              ["/", header("home")],
              ["/contact", header("contact")],
              ["/areascovered", header("areasCovered")],
              ["/career", header("career")],
              ["/franchise", header("franchise")],
              ["/locate", header("locate")],
              ["/blog", header("blog")],
              ["/about", header("about")],
              ["/terms-and-conditions", header("terms")],
              ["/dashboard", t("goToDashboard")],
            ].map(([href, label]) => (
              <div key={href}>
                <TextLink href={href!} sx={linkSx}>
                  {label}
                </TextLink>
              </div>
            ))}
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }} component="nav" aria-label={t("servicesTitle")}>
            {heading(t("servicesTitle"))}
            {SERVICES.map((service) => (
              <div key={service.slug}>
                <TextLink href={`/services/${service.slug}`} sx={linkSx}>
                  {services(`${service.slug}.title` as never)}
                </TextLink>
              </div>
            ))}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }} component="nav" aria-label={t("coverageTitle")}>
            {heading(t("coverageTitle"))}
            <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(4, 1fr)" }, gap: 2 }}>
              {PROVINCES.map((province) => (
                <div key={province.slug}>
                  <Typography component="h3" variant="body2" sx={{ fontWeight: 600 }}>
                    {areas(`provinces.${province.slug}`)}
                  </Typography>
                  {province.counties.map((county) => (
                    <div key={county}>
                      <TextLink href={`/locations/${county}`} variant="body2" sx={linkSx}>
                        {places(`${county}.name` as never)}
                      </TextLink>
                    </div>
                  ))}
                </div>
              ))}
            </Box>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 4 }}>
          {t("rights", { year: new Date().getFullYear(), brand: brand("name") })}
        </Typography>
      </Container>
    </Box>
  );
}
