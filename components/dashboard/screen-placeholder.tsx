import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import type en from "@/messages/en.json";

export type ScreenKey = keyof (typeof en)["Dashboard"]["screens"];

// A screen whose route, title and guard are real but whose content is built
// by a later piece of work; it says so instead of showing an empty page.
export async function ScreenPlaceholder({ titleKey }: { titleKey: ScreenKey }) {
  const t = await getTranslations("Dashboard");
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: "1.75rem", mb: 2 }}>
        {t(`screens.${titleKey}`)}
      </Typography>
      <Alert severity="info">{t("comingSoon")}</Alert>
    </>
  );
}
