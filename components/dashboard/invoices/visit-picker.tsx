"use client";

import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { LoadState } from "@/components/dashboard/ui/load-state";
import { useUninvoicedVisits, type UninvoicedVisitJson } from "@/lib/client/queries/invoices";
import { useEuro } from "./money";

const PAGE_SIZE = 25;

// "Add visits" on the invoice form: the client's completed visits that no
// invoice covers yet, oldest first, each with its price from its quote (or
// why there is none). The office ticks the ones this invoice bills, on any
// page; each becomes a line. Visits already on the form's lines are left out.
export function VisitPicker({
  clientId,
  open,
  onClose,
  onAdd,
  onForm,
  visitDay,
}: {
  clientId: string;
  open: boolean;
  onClose: () => void;
  onAdd: (visits: UninvoicedVisitJson[]) => void;
  // The visits the form's lines bill already.
  onForm: readonly string[];
  visitDay: (iso: string) => string;
}) {
  const t = useTranslations("Invoices");
  const tCommon = useTranslations("Common");
  const euro = useEuro();
  const titleId = useId();
  const [pageNumber, setPageNumber] = useState(1);
  const [chosen, setChosen] = useState<Map<string, UninvoicedVisitJson>>(new Map());
  const visits = useUninvoicedVisits({ clientId, pageNumber, pageSize: PAGE_SIZE }, { enabled: open });
  const rows = (visits.data?.data ?? []).filter((visit) => !onForm.includes(visit.jobId));
  const total = visits.data?.totalRecords ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const isAllChosen = rows.length > 0 && rows.every((visit) => chosen.has(visit.jobId));

  const toggle = (visit: UninvoicedVisitJson, isOn: boolean) =>
    setChosen((before) => {
      const next = new Map(before);
      if (isOn) next.set(visit.jobId, visit);
      else next.delete(visit.jobId);
      return next;
    });
  const close = () => {
    setChosen(new Map());
    setPageNumber(1);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("visitsTitle")}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {t("visitsIntro")}
          </Typography>
          <LoadState query={visits} />
          {/* Another page on its way (the one shown stays meanwhile). */}
          {visits.isPlaceholderData && <LinearProgress aria-label={tCommon("loading")} />}
          {visits.isSuccess && rows.length === 0 && (
            // None left to offer: none at all, or all of this page on the form already.
            <Alert severity="info">
              {(visits.data?.data.length ?? 0) > 0 ? t("visitsAllOnForm") : t("visitsEmpty")}
            </Alert>
          )}
          {rows.length > 0 && (
            <>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={isAllChosen}
                    indeterminate={!isAllChosen && rows.some((visit) => chosen.has(visit.jobId))}
                    onChange={(event) => rows.forEach((visit) => toggle(visit, event.target.checked))}
                  />
                }
                label={t("visitsAll")}
              />
              <List dense disablePadding aria-label={t("visitsTitle")}>
                {rows.map((visit) => (
                  <ListItem key={visit.jobId} disableGutters>
                    <FormControlLabel
                      sx={{ alignItems: "flex-start", m: 0 }}
                      control={
                        <Checkbox
                          checked={chosen.has(visit.jobId)}
                          onChange={(event) => toggle(visit, event.target.checked)}
                          sx={{ mt: -0.75 }}
                        />
                      }
                      label={
                        <span>
                          <Typography component="span" sx={{ display: "block", fontWeight: 600 }}>
                            {visit.scheduledAt ? visitDay(visit.scheduledAt) : t("visitUnscheduled")}
                          </Typography>
                          <Typography
                            component="span"
                            variant="body2"
                            sx={{ display: "block", unicodeBidi: "plaintext" }}
                          >
                            {visit.title}
                          </Typography>
                          <Typography
                            component="span"
                            variant="body2"
                            sx={{ display: "block", color: "text.secondary" }}
                          >
                            {visit.unitPriceCents === null
                              ? t("visitNoPrice")
                              : t("visitPrice", { price: euro(visit.unitPriceCents) })}
                          </Typography>
                        </span>
                      }
                    />
                  </ListItem>
                ))}
              </List>
            </>
          )}
          {pages > 1 && (
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between" }}>
              <Button onClick={() => setPageNumber((page) => page - 1)} disabled={pageNumber <= 1}>
                {t("visitsPrevious")}
              </Button>
              <Typography variant="body2">{t("visitsPage", { page: pageNumber, pages })}</Typography>
              <Button onClick={() => setPageNumber((page) => page + 1)} disabled={pageNumber >= pages}>
                {t("visitsNext")}
              </Button>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{tCommon("cancel")}</Button>
        <Button
          variant="contained"
          disabled={chosen.size === 0}
          onClick={() => {
            // In the order of the visits, oldest first, whatever the order they were ticked in.
            onAdd([...chosen.values()].sort((a, b) => (a.scheduledAt ?? "~").localeCompare(b.scheduledAt ?? "~")));
            close();
          }}
        >
          {t("visitsAdd", { count: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
