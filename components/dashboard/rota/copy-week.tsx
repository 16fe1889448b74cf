"use client";

import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useToast } from "@/components/dashboard/shell/toasts";
import { ConfirmDialog } from "@/components/dashboard/ui/confirm-dialog";
import { useCopyWeek, type LeftOutShift } from "@/lib/client/queries/rota";
import { addDays } from "@/lib/i18n/dublin-time";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { refusalText } from "./refusal-text";
import { useTimeRange } from "./shift-time";

// "Copy last week" for the week shown (its Monday), or only for the cleaner
// the rota is filtered on: asks first, saying what is and is not copied;
// then names any shift left out because its cleaner is already booked then
// (POST /api/rota/copyweek).
export function CopyLastWeek({
  weekStart,
  isPublished,
  cleanerId,
}: {
  weekStart: string;
  isPublished: boolean;
  cleanerId?: string;
}) {
  const t = useTranslations("Rota");
  const tErrors = useTranslations("Errors");
  const tCommon = useTranslations("Common");
  const format = useFormatter();
  const timeRange = useTimeRange();
  const notify = useToast();
  const copy = useCopyWeek();
  const resultId = useId();
  const [isAsking, setAsking] = useState(false);
  const [leftOut, setLeftOut] = useState<LeftOutShift[]>([]);
  const lastWeek = addDays(weekStart, -7);
  const weekName = (monday: string) => format.dateTime(new Date(`${monday}T12:00:00Z`), { dateStyle: "long" });

  const onCopy = async () => {
    try {
      const result = await copy.mutateAsync({ fromWeekStart: lastWeek, toWeekStart: weekStart, cleanerId });
      notify(t("copiedToast", { count: result.copied }), "success");
      setAsking(false);
      setLeftOut(result.leftOut);
    } catch (error) {
      notify(refusalText(error, tErrors("network")), "error");
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setAsking(true)}>
        {t("copyLastWeek")}
      </Button>
      <ConfirmDialog
        open={isAsking}
        title={t("copyTitle")}
        text={[
          t("copyText", { from: weekName(lastWeek), to: weekName(weekStart) }),
          cleanerId && t("copyOneCleaner"),
          isPublished && t("copyMailed"),
        ]
          .filter(Boolean)
          .join(" ")}
        confirmLabel={t("copy")}
        isBusy={copy.isPending}
        onConfirm={onCopy}
        onClose={() => setAsking(false)}
      />
      <Dialog open={leftOut.length > 0} onClose={() => setLeftOut([])} aria-labelledby={`${resultId}-title`}>
        <DialogTitle id={`${resultId}-title`}>{t("leftOutTitle", { count: leftOut.length })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t("leftOutText")}</DialogContentText>
          <List dense>
            {leftOut.map((shift) => (
              <ListItem key={`${shift.cleaner.id}-${shift.startsAt}`} disableGutters>
                {/* Names and places keep their own direction on a right-to-left page. */}
                <ListItemText
                  primary={<bdi>{shift.cleaner.name}</bdi>}
                  secondary={
                    <>
                      {timeRange(shift.startsAt, shift.endsAt)}
                      {" · "}
                      <bdi>{shift.location}</bdi>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLeftOut([])} autoFocus>
            {tCommon("close")}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
