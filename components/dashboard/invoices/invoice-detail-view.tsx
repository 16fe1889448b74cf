"use client";

import CopyIcon from "@mui/icons-material/ContentCopy";
import DownloadIcon from "@mui/icons-material/Download";
import EditIcon from "@mui/icons-material/EditOutlined";
import EmailIcon from "@mui/icons-material/EmailOutlined";
import PaidIcon from "@mui/icons-material/PaidOutlined";
import SendIcon from "@mui/icons-material/SendOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { TextLink } from "@/components/ui/links";
import { useState } from "react";
import { ConfirmDialog } from "@/components/dashboard/ui/confirm-dialog";
import { LoadState } from "@/components/dashboard/ui/load-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { useServiceLabel } from "@/components/dashboard/ui/service-label";
import { StatusChip } from "@/components/dashboard/ui/status-chip";
import { useAction } from "@/components/dashboard/ui/use-action";
import { MIRRORED_IN_RTL } from "@/components/dashboard/ui/mirrored";
import { ButtonLink } from "@/components/ui/links";
import { isStaff, type Role } from "@/lib/auth/roles";
import {
  downloadInvoicePdf,
  useEmailInvoice,
  useInvoice,
  useUpdateInvoice,
  type InvoiceItem,
} from "@/lib/client/queries/invoices";
import { company } from "@/lib/content/company";
import { INVOICE_STATUS, isUnpaid } from "@/lib/content/statuses";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { isolated, TIME_ZONE } from "@/lib/i18n/locales";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { InvoiceHistory } from "./invoice-history";
import { TotalRow } from "./total-row";
import { useEuro, usePercent } from "./money";

const day = { dateStyle: "long", timeZone: "UTC" } as const;
// With its weekday: a reminder goes on a weekday, so the office reads which.
const FULL_DAY = { dateStyle: "full", timeZone: "UTC" } as const;
// A reminder's instant, as the day it went in Ireland.
const REMINDED = { dateStyle: "long", timeZone: TIME_ZONE } as const;

// /dashboard/invoice/{id}: the invoice as the client sees it (an Irish VAT
// invoice: seller and VAT number, client, number, dates, lines with their VAT
// rate, net and VAT per rate, total), with the office's actions: send, mark
// paid, edit, PDF, e-mail. A client sees their own, read-only, with the PDF.
// `initial`: the invoice the page came with (app/[locale]/dashboard/invoice/[id]/page.tsx).
export function InvoiceDetailView({
  id,
  actor,
  initial,
}: {
  id: string;
  actor: { role: Role };
  initial?: InvoiceItem;
}) {
  const t = useTranslations("Invoices");
  const query = useInvoice(id, initial);
  const invoice = query.data;
  const staff = isStaff(actor.role);
  return (
    <>
      <PageHeader
        title={invoice ? t("invoiceTitle", { number: invoice.invoiceNumber }) : t("invoice")}
        status={invoice && <StatusChip kind="invoiceStatus" value={invoice.status} />}
        crumbs={staff ? [{ label: t("title"), href: "/dashboard/invoice" }] : []}
        actions={invoice && <InvoiceActions invoice={invoice} isStaff={staff} />}
      />
      <LoadState query={query} notFoundText={t("notFound")} />
      {invoice && staff && isUnpaid(invoice.status) && <AutoReminders invoice={invoice} />}
      {invoice && <InvoiceDocument invoice={invoice} />}
      {invoice && staff && <InvoiceHistory invoiceId={invoice.id} />}
    </>
  );
}

// The office's switch for the payment reminders that go by themselves
// (auto-reminders.ts), with the day the next one goes.
function AutoReminders({ invoice }: { invoice: InvoiceItem }) {
  const t = useTranslations("Invoices");
  const run = useAction();
  const update = useUpdateInvoice();
  const format = useFormatter();
  const next = invoice.nextReminderOn;
  const status = !invoice.autoRemind
    ? t("autoRemindOff")
    : next
      ? t("autoRemindNext", { date: format.dateTime(new Date(next), FULL_DAY) })
      : t("autoRemindNone");
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, mb: 2, maxWidth: 960 }}>
      <FormControlLabel
        control={
          <Switch
            checked={invoice.autoRemind}
            disabled={update.isPending}
            onChange={(event) => {
              const autoRemind = event.target.checked;
              void run(
                () => update.mutateAsync({ id: invoice.id, autoRemind }),
                autoRemind ? t("autoRemindTurnedOn") : t("autoRemindTurnedOff"),
              );
            }}
            slotProps={{ input: { "aria-describedby": "auto-remind-status" } }}
          />
        }
        label={t("autoRemind")}
      />
      <Typography id="auto-remind-status" variant="body2" color="text.secondary">
        {status}
      </Typography>
    </Paper>
  );
}

function InvoiceActions({ invoice, isStaff: staff }: { invoice: InvoiceItem; isStaff: boolean }) {
  const t = useTranslations("Invoices");
  const run = useAction();
  const update = useUpdateInvoice();
  const email = useEmailInvoice();
  const euro = useEuro();
  const [isPaying, setIsPaying] = useState(false);
  const [isEmailing, setIsEmailing] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  const format = useFormatter();
  const isPaid = invoice.status === INVOICE_STATUS.paid;
  const isOpen = isUnpaid(invoice.status);
  // E-mailed while overdue, the invoice goes as a payment reminder (send-invoice-email.ts).
  const isReminder = invoice.status === INVOICE_STATUS.overdue;
  const mailDetails = {
    number: invoice.invoiceNumber,
    total: euro(invoice.totalCents),
    email: invoice.client.email,
    dueDate: format.dateTime(new Date(invoice.dueDate), day),
  };

  async function download() {
    setIsDownloading(true);
    await run(() => downloadInvoicePdf(invoice.id));
    setIsDownloading(false);
  }

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={isDownloading}>
        {t("downloadPdf")}
      </Button>
      {staff && (
        <>
          {!isPaid && (
            <ButtonLink href={`/dashboard/invoice/${invoice.id}/edit`} variant="outlined" startIcon={<EditIcon />}>
              {t("edit")}
            </ButtonLink>
          )}
          <Button
            variant="outlined"
            startIcon={<EmailIcon />}
            disabled={email.isPending}
            onClick={() => setIsEmailing(true)}
          >
            {isReminder ? t("remindClient") : t("emailToClient")}
          </Button>
          {/* A new draft like this one (a fixed monthly fee): the form opens prefilled, nothing is saved yet. */}
          <ButtonLink href={`/dashboard/invoice/new?copyOf=${invoice.id}`} variant="outlined" startIcon={<CopyIcon />}>
            {t("copyInvoice")}
          </ButtonLink>
          {invoice.status === INVOICE_STATUS.draft && (
            <Button
              variant="outlined"
              startIcon={<SendIcon sx={MIRRORED_IN_RTL} />}
              disabled={update.isPending}
              onClick={() =>
                void run(() => update.mutateAsync({ id: invoice.id, status: INVOICE_STATUS.pending }), t("markedSent"))
              }
            >
              {t("markSent")}
            </Button>
          )}
          {isOpen && (
            <Button variant="contained" startIcon={<PaidIcon />} onClick={() => setIsPaying(true)}>
              {t("markPaid")}
            </Button>
          )}
        </>
      )}
      {isPaying && <PaidDialog invoice={invoice} onClose={() => setIsPaying(false)} />}
      {/* One click used to e-mail the client at once, whatever the invoice said. */}
      <ConfirmDialog
        open={isEmailing}
        title={isReminder ? t("remindConfirmTitle", mailDetails) : t("emailConfirmTitle", mailDetails)}
        text={
          isReminder ? (
            <>
              {t("remindConfirmText", mailDetails)}
              {invoice.remindedAt &&
                ` ${t("remindedBefore", {
                  count: invoice.reminderCount,
                  date: format.dateTime(new Date(invoice.remindedAt), REMINDED),
                })}`}
            </>
          ) : (
            <>
              {t("emailConfirmText", mailDetails)}
              {invoice.status === INVOICE_STATUS.draft && ` ${t("emailConfirmDraft")}`}
            </>
          )
        }
        confirmLabel={isReminder ? t("remindConfirm") : t("emailConfirm")}
        isBusy={email.isPending}
        onClose={() => setIsEmailing(false)}
        onConfirm={async () => {
          const sent = isReminder ? t("reminded", mailDetails) : t("emailed", mailDetails);
          const done = await run(() => email.mutateAsync(invoice.id), sent);
          if (done) setIsEmailing(false);
        }}
      />
    </Stack>
  );
}

// The payment's date: today unless the money came in earlier.
function PaidDialog({ invoice, onClose }: { invoice: InvoiceItem; onClose: () => void }) {
  const t = useTranslations("Invoices");
  const common = useTranslations("Common");
  const run = useAction();
  const update = useUpdateInvoice();
  const today = dublinDate(new Date());
  const [paidAt, setPaidAt] = useState(today);
  const isValid = /^\d{4}-\d{2}-\d{2}$/.test(paidAt) && paidAt <= today;
  async function confirm() {
    const done = await run(
      () => update.mutateAsync({ id: invoice.id, status: INVOICE_STATUS.paid, paidAt }),
      t("markedPaid"),
    );
    if (done) onClose();
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby="paid-title">
      <DialogTitle id="paid-title">{t("markPaidTitle", { number: invoice.invoiceNumber })}</DialogTitle>
      <DialogContent>
        <TextField
          type="date"
          label={t("paidOn")}
          value={paidAt}
          onChange={(event) => setPaidAt(event.target.value)}
          error={!isValid}
          helperText={isValid ? undefined : t("paidOnInvalid")}
          sx={{ mt: 1 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, dir: "ltr" } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{common("cancel")}</Button>
        <Button variant="contained" disabled={!isValid || update.isPending} onClick={() => void confirm()}>
          {t("markPaid")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function InvoiceDocument({ invoice }: { invoice: InvoiceItem }) {
  const t = useTranslations("Invoices");
  const format = useFormatter();
  const euro = useEuro();
  const percent = usePercent();
  const serviceLabel = useServiceLabel();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 960 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="overline" color="text.secondary">
            {t("from")}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{company.legalName}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
            {company.address.join("\n")}
          </Typography>
          <Typography variant="body2">{t("vatNumberLine", { number: isolated(company.vatNumber) })}</Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="overline" color="text.secondary">
            {t("billTo")}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            <bdi>{invoice.billTo.name}</bdi>
          </Typography>
          {invoice.billTo.companyName && (
            <Typography variant="body2">
              <bdi>{invoice.billTo.companyName}</bdi>
            </Typography>
          )}
          {invoice.billTo.address.length > 0 && (
            <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
              <bdi>{invoice.billTo.address.join("\n")}</bdi>
            </Typography>
          )}
          <Typography variant="body2">
            <bdi dir="ltr">{invoice.billTo.email}</bdi>
          </Typography>
          {invoice.billTo.vatNumber && (
            <Typography variant="body2">
              {t("vatNumberLine", { number: isolated(invoice.billTo.vatNumber) })}
            </Typography>
          )}
        </Grid>
      </Grid>
      <Divider sx={{ my: 3 }} />
      <Box
        component="dl"
        sx={{ m: 0, display: "grid", gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" }, gap: 2 }}
      >
        {[
          [t("number"), invoice.invoiceNumber],
          [t("issueDate"), format.dateTime(new Date(invoice.issueDate), day)],
          [t("dueDate"), format.dateTime(new Date(invoice.dueDate), day)],
          [
            invoice.paidAt ? t("paidOn") : t("status"),
            invoice.paidAt ? (
              format.dateTime(new Date(invoice.paidAt), day)
            ) : (
              <StatusChip key="status" kind="invoiceStatus" value={invoice.status} />
            ),
          ],
          ...(invoice.remindedAt
            ? [
                [
                  t("reminders"),
                  t("remindersValue", {
                    count: invoice.reminderCount,
                    date: format.dateTime(new Date(invoice.remindedAt), REMINDED),
                  }),
                ],
              ]
            : []),
        ].map(([label, value]) => (
          <Box key={String(label)}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <TableContainer sx={{ mt: 3 }}>
        <Table size="small" aria-label={t("lines")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("description")}</TableCell>
              <TableCell align="right" sx={wideOnly}>
                {t("quantity")}
              </TableCell>
              <TableCell align="right" sx={wideOnly}>
                {t("unitPrice")}
              </TableCell>
              <TableCell align="right" sx={wideOnly}>
                {t("vatRate")}
              </TableCell>
              <TableCell align="right">{t("lineTotal")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>
                  {item.description}
                  {item.service && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {serviceLabel(item.service)}
                    </Typography>
                  )}
                  {/* The visit the line bills (one of several on the invoice, or its job's). */}
                  {item.jobId && (
                    <TextLink href={`/dashboard/job/${item.jobId}`} variant="caption" sx={{ display: "block" }}>
                      {t("lineVisit")}
                    </TextLink>
                  )}
                  {/* On a phone the three middle columns do not fit: their figures go here. */}
                  <Typography variant="caption" component="div" color="text.secondary" sx={phoneOnly}>
                    {t("lineOnPhone", {
                      quantity: format.number(item.quantity),
                      unitPrice: euro(item.unitPriceCents),
                      rate: percent(item.vatRateBp),
                    })}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {format.number(item.quantity)}
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {euro(item.unitPriceCents)}
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  {percent(item.vatRateBp)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  {euro(item.totalCents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 3 }}>
        <Box
          component="dl"
          aria-label={t("totals")}
          sx={{
            m: 0,
            display: "grid",
            gridTemplateColumns: "1fr auto",
            columnGap: 4,
            rowGap: 0.75,
            minWidth: { sm: 360 },
          }}
        >
          <TotalRow label={t("subTotal")} value={euro(invoice.subTotalCents)} />
          {invoice.discountCents > 0 && <TotalRow label={t("discount")} value={`− ${euro(invoice.discountCents)}`} />}
          {invoice.shippingCents > 0 && <TotalRow label={t("shipping")} value={euro(invoice.shippingCents)} />}
          {invoice.vatBreakdown.map((rate) => (
            <TotalRow
              key={rate.rateBp}
              label={t("vatAt", { rate: percent(rate.rateBp), net: euro(rate.netCents) })}
              value={euro(rate.vatCents)}
            />
          ))}
          <TotalRow label={t("total")} value={euro(invoice.totalCents)} isStrong />
        </Box>
      </Box>
      {invoice.notes && (
        <Typography variant="body2" sx={{ mt: 3, whiteSpace: "pre-line" }}>
          {invoice.notes}
        </Typography>
      )}
    </Paper>
  );
}

// The invoice's lines on a phone: description and total, with the quantity,
// unit price and VAT rate under the description.
const wideOnly = { display: { xs: "none", sm: "table-cell" } } as const;
const phoneOnly = { display: { sm: "none" } } as const;
