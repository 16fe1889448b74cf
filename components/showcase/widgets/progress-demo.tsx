import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";
import { getFormatter } from "@/lib/i18n/get-formatter";

const DONE = 65;

export async function ProgressDemo() {
  const t = await getTranslations("Showcase.progress");
  const format = await getFormatter();
  const percent = format.number(DONE / 100, { style: "percent" });
  return (
    <Stack spacing={3}>
      <div>
        <Typography id="progress-linear-label" variant="body2" sx={{ mb: 1 }}>
          {t("determinate", { percent })}
        </Typography>
        <LinearProgress variant="determinate" value={DONE} aria-labelledby="progress-linear-label" />
      </div>
      <div>
        <Typography id="progress-loading-label" variant="body2" sx={{ mb: 1 }}>
          {t("indeterminate")}
        </Typography>
        <LinearProgress aria-labelledby="progress-loading-label" />
      </div>
      <Stack direction="row" spacing={4} sx={{ alignItems: "center" }}>
        <Box sx={{ position: "relative", display: "inline-flex" }}>
          <CircularProgress variant="determinate" value={DONE} size={64} aria-label={t("circular", { percent })} />
          <Box
            aria-hidden
            sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center", fontSize: "0.8rem" }}
          >
            {percent}
          </Box>
        </Box>
        <CircularProgress color="secondary" aria-label={t("indeterminate")} />
      </Stack>
    </Stack>
  );
}
