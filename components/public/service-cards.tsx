import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { TextLink } from "@/components/ui/links";
import type { Service } from "@/lib/content/services";

// A grid of service cards (title linking to the service page, and its summary).
export async function ServiceCards({
  services,
  headingLevel,
  columns = 3,
}: {
  services: readonly Service[];
  headingLevel: "h2" | "h3";
  columns?: 3 | 4;
}) {
  const content = await getTranslations("ServiceContent");
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {services.map((service) => (
        <Grid key={service.slug} size={{ xs: 12, sm: 6, md: 12 / columns }} component="li">
          <Card variant="outlined" sx={{ height: "100%" }}>
            <CardContent>
              <Typography variant="h3" component={headingLevel} gutterBottom>
                <TextLink href={`/services/${service.slug}`} underline="hover" color="inherit">
                  {content(`${service.slug}.title` as never)}
                </TextLink>
              </Typography>
              <Typography color="text.secondary">{content(`${service.slug}.summary` as never)}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
