import CancelIcon from "@mui/icons-material/Cancel";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import EventIcon from "@mui/icons-material/Event";
import PendingIcon from "@mui/icons-material/Pending";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { getTranslations } from "next-intl/server";

// Job statuses: each chip has a word and an icon, so colour is never the only cue.
const STATUSES = [
  ["scheduled", "info", EventIcon],
  ["inProgress", "warning", PendingIcon],
  ["completed", "success", CheckCircleIcon],
  ["cancelled", "error", CancelIcon],
] as const;

export async function ChipsDemo() {
  const t = await getTranslations("Showcase.chips");
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="p">
        {t("filled")}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: "wrap" }}>
        {STATUSES.map(([status, colour, Icon]) => (
          <Chip key={status} label={t(status)} color={colour} icon={<Icon />} />
        ))}
      </Stack>
      <Typography variant="subtitle2" component="p">
        {t("outlined")}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: "wrap" }}>
        {STATUSES.map(([status, colour, Icon]) => (
          <Chip key={status} label={t(status)} color={colour} icon={<Icon />} variant="outlined" size="small" />
        ))}
      </Stack>
    </Stack>
  );
}
