"use client";

import CloudOffIcon from "@mui/icons-material/CloudOff";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import type { ClockRecordItem } from "@/lib/client/queries/clocking";

// The flags a record carries, as small chips: a forgotten clock-out, a time
// recorded offline, a lock by an approved timesheet, a correction the
// cleaner asked for that waits for the office.
export function ClockFlags({ record }: { record: ClockRecordItem }) {
  const t = useTranslations("Clocking");
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {record.forgotten && <Chip size="small" color="error" label={t("forgotten")} />}
      {(record.clockInOffline || record.clockOutOffline) && (
        <Chip size="small" variant="outlined" icon={<CloudOffIcon />} label={t("offline")} />
      )}
      {record.locked && <Chip size="small" variant="outlined" label={t("locked")} />}
      {record.requestPending && (
        <Chip
          size="small"
          variant="outlined"
          color="warning"
          label={t("correctionAsked")}
          sx={{ color: "text.primary" }}
        />
      )}
    </Stack>
  );
}
