import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { requireSession } from "@/lib/server/require-session";

export default async function AppOverviewPage() {
  const session = await requireSession();
  const t = await getTranslations("Dashboard");
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Typography variant="h1" sx={{ fontSize: "1.75rem", mb: 1 }}>
        {t("welcome", { name: session.firstName })}
      </Typography>
      <Typography color="text.secondary">{t("overviewIntro")}</Typography>
    </Paper>
  );
}
