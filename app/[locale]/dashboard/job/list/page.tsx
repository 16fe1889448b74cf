import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { requireSession } from "@/lib/server/require-session";

// The jobs screen is built by a later issue; the route and its guard are real.
export default async function JobListPage() {
  await requireSession();
  const t = await getTranslations("Dashboard");
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: "1.75rem", mb: 2 }}>
        {t("jobs")}
      </Typography>
      <Alert severity="info">{t("comingSoon")}</Alert>
    </>
  );
}
