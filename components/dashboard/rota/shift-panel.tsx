"use client";

import DeleteIcon from "@mui/icons-material/DeleteOutlineOutlined";
import EditIcon from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/dashboard/ui/confirm-dialog";
import { DetailRows, DetailSection } from "@/components/dashboard/ui/detail";
import { DetailPanel } from "@/components/dashboard/ui/detail-panel";
import { useAction } from "@/components/dashboard/ui/use-action";
import { ButtonLink, TextLink } from "@/components/ui/links";
import { useDeleteShift, type ShiftItem } from "@/lib/client/queries/rota";
import { useTimeRange } from "./shift-time";

// A shift opened from the calendar or the list: who, when, where, its job,
// and (for the office) edit and delete. A shift that belongs to a job is
// moved with the job; deleting it is the job's business.
export function ShiftPanel({
  shift,
  onClose,
  canEdit,
}: {
  shift: ShiftItem | null;
  onClose: () => void;
  canEdit: boolean;
}) {
  const t = useTranslations("Rota");
  const tCommon = useTranslations("Common");
  const timeRange = useTimeRange();
  const remove = useDeleteShift();
  const run = useAction();
  const [confirming, setConfirming] = useState(false);
  const [following, setFollowing] = useState(false);
  const onDelete = async () => {
    if (!shift) return;
    const done = await run(() => remove.mutateAsync({ id: shift.id, following }), t("deleted"));
    setConfirming(false);
    if (done !== undefined) onClose();
  };
  return (
    <>
      <DetailPanel
        open={Boolean(shift)}
        onClose={onClose}
        title={shift ? shift.cleaner.name : ""}
        status={shift?.published ? <Chip size="small" color="success" label={t("published")} /> : undefined}
        actions={
          shift &&
          canEdit && (
            <>
              <ButtonLink href={`/dashboard/rota/${shift.id}/edit`} variant="contained" startIcon={<EditIcon />}>
                {tCommon("edit")}
              </ButtonLink>
              {!shift.jobId && (
                <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
                  {tCommon("delete")}
                </Button>
              )}
            </>
          )
        }
      >
        {shift && (
          <Stack spacing={2}>
            <DetailSection title={tCommon("details")}>
              <DetailRows
                rows={[
                  [t("when"), timeRange(shift.startsAt, shift.endsAt)],
                  [t("location"), shift.location],
                  [
                    t("job"),
                    shift.job ? (
                      <TextLink href={`/dashboard/job/${shift.job.id}`}>{shift.job.title}</TextLink>
                    ) : (
                      t("noJob")
                    ),
                  ],
                  ...(shift.job?.clientName ? [[t("client"), shift.job.clientName] as [string, string]] : []),
                  [tCommon("notes"), shift.notes || tCommon("none")],
                  [t("repeats"), shift.seriesId ? t("partOfSeries") : tCommon("no")],
                  [t("createdBy"), shift.createdBy?.name ?? tCommon("notSet")],
                ]}
              />
            </DetailSection>
            {shift.jobId && <Chip variant="outlined" label={t("movesWithJob")} sx={{ alignSelf: "flex-start" }} />}
          </Stack>
        )}
      </DetailPanel>
      <ConfirmDialog
        open={confirming}
        title={t("deleteTitle")}
        text={shift ? t("deleteText", { when: timeRange(shift.startsAt, shift.endsAt), name: shift.cleaner.name }) : ""}
        confirmLabel={tCommon("delete")}
        isDestructive
        isBusy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      >
        {shift?.seriesId && (
          <FormControlLabel
            control={<Checkbox checked={following} onChange={(event) => setFollowing(event.target.checked)} />}
            label={t("deleteFollowing")}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
