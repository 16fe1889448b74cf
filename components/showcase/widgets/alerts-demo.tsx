import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Stack from "@mui/material/Stack";
import { getTranslations } from "next-intl/server";

const SEVERITIES = ["success", "info", "warning", "error"] as const;

// Each severity has its own icon and title, so the colour is not the only cue.
// role="status" here: these are examples, not news to interrupt a screen reader with.
export async function AlertsDemo() {
  const t = await getTranslations("Showcase.alerts");
  return (
    <Stack spacing={1.5}>
      {SEVERITIES.map((severity) => (
        <Alert key={severity} severity={severity} role="status">
          <AlertTitle>{t(`${severity}.title`)}</AlertTitle>
          {t(`${severity}.text`)}
        </Alert>
      ))}
    </Stack>
  );
}
