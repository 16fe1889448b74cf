"use client";

import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EventRepeatIcon from "@mui/icons-material/EventRepeat";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import LinearProgress from "@mui/material/LinearProgress";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useFieldArray, useWatch, type Control } from "react-hook-form";
import { UserPicker } from "@/components/dashboard/users/user-picker";
import { Form } from "@/components/ui/form";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormSelect, FormText } from "@/components/dashboard/ui/form/form-fields";
import { FormMoney } from "@/components/dashboard/ui/form/typed-fields";
import { DraftNotice } from "@/components/dashboard/ui/form/form-draft";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { LoadState } from "@/components/dashboard/ui/load-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { useServiceLabel } from "@/components/dashboard/ui/service-label";
import { StatusChip } from "@/components/dashboard/ui/status-chip";
import { useFieldErrorText } from "@/components/ui/field-error";
import { TextLink } from "@/components/ui/links";
import {
  useCreateInvoice,
  useInvoice,
  useJobPrice,
  useUpdateInvoice,
  type InvoiceItem,
  type UninvoicedVisitJson,
} from "@/lib/client/queries/invoices";
import { useJob, useJobs, type JobItem } from "@/lib/client/queries/jobs";
import { INVOICE_STATUS } from "@/lib/content/statuses";
import { useRouter } from "@/lib/i18n/navigation";
import { dublinDate } from "@/lib/i18n/dublin-time";
import { TIME_ZONE } from "@/lib/i18n/locales";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { computeInvoiceTotals, VAT_RATES_BP, ZCreateInvoice, ZUpdateInvoice } from "@/lib/validation/invoices";
import { JOB_SERVICES } from "@/lib/validation/jobs";
import { JobPriceNotice } from "./job-price-notice";
import { VisitPicker } from "./visit-picker";
import { TotalRow } from "./total-row";
import { useEuro, usePercent } from "./money";

type Line = {
  description: string;
  service?: string;
  quantity: number;
  unitPriceCents: number;
  vatRateBp: number;
  // The visit (job) the line bills, if any.
  jobId?: string | null;
};
type FormValues = {
  clientId: string;
  jobId?: string | null;
  issueDate: string;
  dueDate: string;
  items: Line[];
  discountCents: number;
  shippingCents: number;
  notes?: string | null;
};

const CLEANING_RATE = 1350;
const newLine = (): Line => ({
  description: "",
  service: "",
  quantity: 1,
  unitPriceCents: 0,
  vatRateBp: CLEANING_RATE,
});
const today = () => dublinDate(new Date());
const inDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// /dashboard/invoice/new, optionally ?jobId= ("Invoice this job" on a
// completed job: its client, service, visit date and a line come prefilled,
// the line priced from the job's quote where there is one), or ?copyOf= (a
// new draft like an invoice already made: a fixed monthly fee, say).
export function InvoiceNewView() {
  const t = useTranslations("Invoices");
  const params = useSearchParams();
  const copyOf = params.get("copyOf");
  const jobId = copyOf ? null : params.get("jobId");
  const job = useJob(jobId);
  const original = useInvoice(copyOf);
  // The line's price from the job's quote; the form waits for it, but opens without it if it fails.
  const price = useJobPrice(jobId);
  const isPriceSettled = !jobId || !price.isPending;
  const isReady = copyOf ? Boolean(original.data) : (!jobId || job.data) && isPriceSettled;
  return (
    <>
      <PageHeader title={t("newInvoice")} crumbs={[{ label: t("title"), href: "/dashboard/invoice" }]} />
      {jobId && <LoadState query={job} />}
      {copyOf && <LoadState query={original} notFoundText={t("notFound")} />}
      {jobId && job.data && !isPriceSettled && <LinearProgress aria-label={t("jobPriceLoading")} />}
      {isReady && (
        <Stack spacing={3}>
          {jobId && <JobPriceNotice price={price.data} isFailed={price.isError} />}
          {original.data && <CopyNotice original={original.data} />}
          <NewInvoiceForm
            key={original.data?.id ?? job.data?.id ?? "blank"}
            job={job.data ?? null}
            original={original.data ?? null}
            unitPriceCents={price.data?.unitPriceCents ?? 0}
          />
        </Stack>
      )}
    </>
  );
}

// The lines of an invoice that a copy keeps: not those billing a visit, which is billed once.
const copiedLines = (invoice: InvoiceItem) => invoice.items.filter((item) => !item.jobId);

function CopyNotice({ original }: { original: InvoiceItem }) {
  const t = useTranslations("Invoices");
  const leftOut = original.items.length - copiedLines(original).length;
  return (
    <Alert severity="info" sx={{ maxWidth: 1100 }}>
      {t("copyNotice", { number: original.invoiceNumber })}
      {leftOut > 0 && ` ${t("copyVisitsLeftOut", { count: leftOut })}`}
    </Alert>
  );
}

// A copy's values: the client, the lines that bill no visit, the discount, the
// delivery and the notes; dated today with the original's payment term.
function copyValues(original: InvoiceItem, issueDate: string) {
  const term = Math.round((Date.parse(original.dueDate) - Date.parse(original.issueDate)) / 86_400_000);
  const lines = copiedLines(original).map((item): Line => ({
    description: item.description,
    service: item.service ?? "",
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    vatRateBp: item.vatRateBp,
  }));
  return {
    clientId: original.client.id,
    issueDate,
    dueDate: inDays(issueDate, term),
    items: lines.length > 0 ? lines : [newLine()],
    discountCents: original.discountCents,
    shippingCents: original.shippingCents,
    notes: original.notes ?? "",
    // Named in the new invoice's history.
    copyOf: original.id,
  };
}

// A visit's day as the client reads it on the invoice ("20 December 2026").
function useVisitDay() {
  const format = useFormatter();
  return (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long", timeZone: TIME_ZONE });
}

type Visit = { jobId: string; title: string; service: string; scheduledAt: string | null };

// The line that bills one visit: named by its job and day, at its price (0 when none is known).
function useVisitLine() {
  const t = useTranslations("Invoices");
  const visitDay = useVisitDay();
  return (visit: Visit, unitPriceCents: number | null): Line => ({
    description: visit.scheduledAt
      ? t("jobLine", { title: visit.title, date: visitDay(visit.scheduledAt) })
      : visit.title,
    service: visit.service,
    quantity: 1,
    unitPriceCents: unitPriceCents ?? 0,
    vatRateBp: CLEANING_RATE,
    jobId: visit.jobId,
  });
}

function NewInvoiceForm({
  job,
  original,
  unitPriceCents,
}: {
  job: JobItem | null;
  original: InvoiceItem | null;
  unitPriceCents: number;
}) {
  const t = useTranslations("Invoices");
  const visitLine = useVisitLine();
  const router = useRouter();
  const create = useCreateInvoice();
  const issueDate = today();
  const form = useAppForm({
    schema: ZCreateInvoice,
    draftKey: original ? `invoice:new:copy:${original.id}` : `invoice:new:${job?.id ?? ""}`,
    defaultValues: (original
      ? copyValues(original, issueDate)
      : {
          clientId: job?.userClientId ?? "",
          jobId: job?.id,
          issueDate,
          dueDate: inDays(issueDate, 30),
          items: [job ? visitLine({ ...job, jobId: job.id }, unitPriceCents) : newLine()],
          discountCents: 0,
          shippingCents: 0,
          notes: "",
        }) as never,
    onSubmit: (values) => create.mutateAsync(values),
    onSuccess: (invoice) => router.push(`/dashboard/invoice/${invoice.id}`),
    successMessage: t("createdToast"),
  });
  return (
    <InvoiceFields
      form={form as never}
      submitLabel={t("createDraft")}
      onCancel={() =>
        router.push(
          original ? `/dashboard/invoice/${original.id}` : job ? `/dashboard/job/${job.id}` : "/dashboard/invoice",
        )
      }
    />
  );
}

// /dashboard/invoice/{id}/edit: a draft or pending invoice; a paid one keeps
// everything but its notes (the API's rule, shown before trying).
export function InvoiceEditView({ id }: { id: string }) {
  const t = useTranslations("Invoices");
  const format = useFormatter();
  const query = useInvoice(id);
  const invoice = query.data;
  return (
    <>
      <PageHeader
        title={invoice ? t("editTitle", { number: invoice.invoiceNumber }) : t("editInvoice")}
        status={invoice && <StatusChip kind="invoiceStatus" value={invoice.status} />}
        crumbs={[
          { label: t("title"), href: "/dashboard/invoice" },
          ...(invoice ? [{ label: invoice.invoiceNumber, href: `/dashboard/invoice/${invoice.id}` }] : []),
        ]}
      />
      <LoadState query={query} notFoundText={t("notFound")} />
      {/* The client holds what was e-mailed: a change here does not reach them by itself. */}
      {invoice?.sentAt && invoice.status !== INVOICE_STATUS.paid && (
        <Alert severity="warning" sx={{ mb: 3, maxWidth: 1100 }}>
          {t("sentEditWarning", { date: format.dateTime(new Date(invoice.sentAt), { dateStyle: "long" }) })}
        </Alert>
      )}
      {invoice && <EditInvoiceForm key={invoice.id} invoice={invoice} />}
    </>
  );
}

function EditInvoiceForm({ invoice }: { invoice: InvoiceItem }) {
  const t = useTranslations("Invoices");
  const router = useRouter();
  const update = useUpdateInvoice();
  const isPaid = invoice.status === INVOICE_STATUS.paid;
  const form = useAppForm({
    schema: ZUpdateInvoice,
    draftKey: `invoice:${invoice.id}`,
    defaultValues: {
      id: invoice.id,
      clientId: invoice.client.id,
      jobId: invoice.jobId,
      issueDate: invoice.issueDate.slice(0, 10),
      dueDate: invoice.dueDate.slice(0, 10),
      items: invoice.items.map((item) => ({
        description: item.description,
        service: item.service ?? "",
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
        vatRateBp: item.vatRateBp,
        jobId: item.jobId,
      })),
      discountCents: invoice.discountCents,
      shippingCents: invoice.shippingCents,
      notes: invoice.notes ?? "",
    } as never,
    onSubmit: (values) => update.mutateAsync(isPaid ? { id: invoice.id, notes: values.notes } : values),
    onSuccess: () => router.push(`/dashboard/invoice/${invoice.id}`),
    successMessage: t("saved"),
  });
  return (
    <InvoiceFields
      form={form as never}
      isLocked={isPaid}
      onCancel={() => router.push(`/dashboard/invoice/${invoice.id}`)}
    />
  );
}

type Form = ReturnType<typeof useAppForm<typeof ZCreateInvoice, unknown>>;

function InvoiceFields({
  form,
  submitLabel,
  onCancel,
  isLocked = false,
}: {
  form: Form;
  submitLabel?: string;
  onCancel: () => void;
  isLocked?: boolean;
}) {
  const t = useTranslations("Invoices");
  const errorText = useFieldErrorText();
  const control = form.control as unknown as Control<FormValues>;
  const lines = useFieldArray({ control, name: "items" });
  const clientId = useWatch({ control, name: "clientId" });
  const items = useWatch({ control, name: "items" });
  const itemsError = form.formState.errors.items;
  const visitDay = useVisitDay();
  const [isPicking, setIsPicking] = useState(false);
  const visitLine = useVisitLine();
  const addVisits = (visits: UninvoicedVisitJson[]) => {
    const added = visits.map((visit) => visitLine(visit, visit.unitPriceCents));
    // A new invoice's one blank line gives way to the visits.
    const [only, ...others] = items;
    const isBlank = only && others.length === 0 && !only.description && !only.unitPriceCents && !only.jobId;
    if (isBlank) lines.replace(added);
    else lines.append(added);
  };
  return (
    <Form spacing={3} onSubmit={form.submit} sx={{ maxWidth: 1100 }}>
      <FormError message={isLocked ? t("lockedPaid") : form.formError} />
      <DraftNotice draft={form.draft} />
      <fieldset disabled={isLocked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack spacing={3}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="clientId"
                render={({ field, fieldState }) => (
                  <UserPicker
                    role="Client"
                    label={t("client")}
                    required
                    value={field.value || null}
                    onChange={(id) => {
                      field.onChange(id ?? "");
                      form.setValue("jobId" as never, null as never);
                    }}
                    error={Boolean(fieldState.error)}
                    helperText={errorText(fieldState.error)}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <JobSelect control={control} clientId={clientId} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <FormText
                control={control}
                name="issueDate"
                type="date"
                label={t("issueDate")}
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr" } }}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <FormText
                control={control}
                name="dueDate"
                type="date"
                label={t("dueDate")}
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr" } }}
              />
            </Grid>
          </Grid>

          <Stack spacing={1.5} component="section" aria-labelledby="invoice-lines">
            <Typography id="invoice-lines" component="h2" variant="h6">
              {t("lines")}
            </Typography>
            {typeof itemsError?.message === "string" && (
              <Typography color="error" variant="body2" role="alert">
                {errorText(itemsError as never)}
              </Typography>
            )}
            {lines.fields.map((line, index) => (
              <Paper
                key={line.id}
                variant="outlined"
                sx={{ p: 2 }}
                role="group"
                aria-label={t("lineLabel", { number: index + 1 })}
              >
                <Grid container spacing={2} sx={{ alignItems: "flex-start" }}>
                  {/* Two rows from a tablet up: at one row, "Quantity" and the VAT rate's name were cut. */}
                  <Grid size={{ xs: 12, md: 8 }}>
                    <FormText control={control} name={`items.${index}.description`} label={t("description")} required />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                    <ServiceSelect control={control} index={index} />
                  </Grid>
                  <Grid size={{ xs: 4, md: 2 }}>
                    <Controller
                      control={control}
                      name={`items.${index}.quantity`}
                      render={({ field, fieldState }) => (
                        <FormNumber
                          label={t("quantity")}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          error={errorText(fieldState.error)}
                        />
                      )}
                    />
                  </Grid>
                  <Grid size={{ xs: 8, sm: 6, md: 3 }}>
                    <FormMoney control={control} name={`items.${index}.unitPriceCents`} label={t("unitPrice")} />
                  </Grid>
                  <Grid size={{ xs: 8, sm: 4, md: 5 }}>
                    <VatSelect control={control} index={index} />
                  </Grid>
                  <Grid size={{ xs: 4, md: 2 }} sx={{ display: "flex", justifyContent: "flex-end" }}>
                    <IconButton
                      aria-label={t("removeLine", { number: index + 1 })}
                      onClick={() => lines.remove(index)}
                      disabled={lines.fields.length === 1}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Grid>
                  <LineVisit control={control} index={index} />
                </Grid>
              </Paper>
            ))}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
              <Button startIcon={<AddIcon />} onClick={() => lines.append(newLine())}>
                {t("addLine")}
              </Button>
              {/* Several visits on one invoice (a month of regular cleans), one line each. */}
              <Button startIcon={<EventRepeatIcon />} onClick={() => setIsPicking(true)} disabled={!clientId}>
                {t("addVisits")}
              </Button>
            </Stack>
            {clientId && (
              <VisitPicker
                clientId={clientId}
                open={isPicking}
                onClose={() => setIsPicking(false)}
                onAdd={addVisits}
                onForm={items.flatMap((line) => line.jobId ?? [])}
                visitDay={visitDay}
              />
            )}
          </Stack>

          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack spacing={2}>
                <Grid container spacing={2}>
                  <Grid size={6}>
                    <FormMoney control={control} name="discountCents" label={t("discount")} />
                  </Grid>
                  <Grid size={6}>
                    <FormMoney
                      control={control}
                      name="shippingCents"
                      label={t("shipping")}
                      helperText={t("shippingHint")}
                    />
                  </Grid>
                </Grid>
                <FormText control={control} name="notes" label={t("notes")} multiline minRows={3} />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <LiveTotals control={control} />
            </Grid>
          </Grid>
        </Stack>
      </fieldset>
      {!isLocked && <FormActions isSubmitting={form.isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />}
      {isLocked && <NotesOnly form={form} onCancel={onCancel} />}
    </Form>
  );
}

// Under a line that bills a visit: a way to the visit, and why the server
// refused it (another invoice bills it already, or it is another client's).
function LineVisit({ control, index }: { control: Control<FormValues>; index: number }) {
  const t = useTranslations("Invoices");
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={`items.${index}.jobId`}
      render={({ field, fieldState }) =>
        field.value ? (
          <Grid size={12}>
            <TextLink href={`/dashboard/job/${field.value}`} variant="body2">
              {t("lineVisit")}
            </TextLink>
            {fieldState.error && (
              <Typography color="error" variant="body2" role="alert">
                {errorText(fieldState.error)}
              </Typography>
            )}
          </Grid>
        ) : (
          <></>
        )
      }
    />
  );
}

// A paid invoice keeps only its notes editable.
function NotesOnly({ form, onCancel }: { form: Form; onCancel: () => void }) {
  const t = useTranslations("Invoices");
  return (
    <Stack spacing={2}>
      <FormText control={form.control as never} name={"notes" as never} label={t("notes")} multiline minRows={3} />
      <FormActions isSubmitting={form.isSubmitting} onCancel={onCancel} />
    </Stack>
  );
}

function FormNumber({
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  onBlur: () => void;
  error?: string;
}) {
  return (
    <TextField
      type="number"
      label={label}
      value={Number.isNaN(value) ? "" : value}
      onChange={(event) => onChange(event.target.value === "" ? Number.NaN : Number(event.target.value))}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { min: 1, max: 1000, step: 1, inputMode: "numeric", dir: "ltr" } }}
    />
  );
}

function ServiceSelect({ control, index }: { control: Control<FormValues>; index: number }) {
  const t = useTranslations("Invoices");
  const serviceLabel = useServiceLabel();
  return (
    <FormSelect
      control={control}
      name={`items.${index}.service`}
      label={t("service")}
      emptyLabel={t("noService")}
      options={JOB_SERVICES.map((name) => ({ value: name, label: serviceLabel(name) }))}
    />
  );
}

function VatSelect({ control, index }: { control: Control<FormValues>; index: number }) {
  const t = useTranslations("Invoices");
  const percent = usePercent();
  const label = (rate: number) =>
    rate === 1350
      ? t("vatCleaning", { rate: percent(rate) })
      : rate === 2300
        ? t("vatGoods", { rate: percent(rate) })
        : percent(rate);
  return (
    <Controller
      control={control}
      name={`items.${index}.vatRateBp`}
      render={({ field }) => (
        <TextField
          select
          label={t("vatRate")}
          value={String(field.value)}
          onChange={(event) => field.onChange(Number(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
        >
          {VAT_RATES_BP.map((rate) => (
            <MenuItem key={rate} value={String(rate)}>
              {label(rate)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

// The client's jobs, to link the invoice to one (optional).
function JobSelect({ control, clientId }: { control: Control<FormValues>; clientId: string }) {
  const t = useTranslations("Invoices");
  const visitDay = useVisitDay();
  const jobs = useJobs(
    { pageNumber: 1, pageSize: 50, clientId: clientId || undefined },
    { enabled: Boolean(clientId) },
  );
  const options = (jobs.data?.data ?? []).map((job) => ({
    value: job.id,
    label: job.scheduledAt ? `${job.title} (${visitDay(job.scheduledAt)})` : job.title,
  }));
  return (
    <Controller
      control={control}
      name="jobId"
      render={({ field }) => (
        <TextField
          select
          label={t("job")}
          disabled={!clientId}
          value={field.value ?? ""}
          onChange={(event) => field.onChange(event.target.value || null)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          helperText={clientId ? undefined : t("chooseClientFirst")}
        >
          <MenuItem value="">
            <em>{t("noJob")}</em>
          </MenuItem>
          {field.value && !options.some((option) => option.value === field.value) && (
            <MenuItem value={field.value}>{t("linkedJob")}</MenuItem>
          )}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

// The totals as the server will compute them (the same function), per VAT rate.
function LiveTotals({ control }: { control: Control<FormValues> }) {
  const t = useTranslations("Invoices");
  const euro = useEuro();
  const percent = usePercent();
  const [items, discountCents, shippingCents] = useWatch({
    control,
    name: ["items", "discountCents", "shippingCents"],
  });
  const clean = (value: number) => (Number.isFinite(value) ? value : 0);
  const result = computeInvoiceTotals({
    items: (items ?? []).map((item) => ({
      description: item.description,
      quantity: clean(item.quantity),
      unitPriceCents: clean(item.unitPriceCents),
      vatRateBp: item.vatRateBp,
    })),
    discountCents: clean(discountCents),
    shippingCents: clean(shippingCents),
    taxRateBp: CLEANING_RATE,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="region" aria-labelledby="live-totals" aria-live="polite">
      <Typography id="live-totals" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t("totals")}
      </Typography>
      {!result.ok ? (
        <Typography color="error" variant="body2">
          {t("totalsImpossible")}
        </Typography>
      ) : (
        <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "1fr auto", rowGap: 0.75 }}>
          <TotalRow label={t("subTotal")} value={euro(result.totals.subTotalCents)} />
          {clean(discountCents) > 0 && <TotalRow label={t("discount")} value={`− ${euro(clean(discountCents))}`} />}
          {clean(shippingCents) > 0 && <TotalRow label={t("shipping")} value={euro(clean(shippingCents))} />}
          {result.totals.vatBreakdown.map((rate) => (
            <TotalRow
              key={rate.rateBp}
              label={t("vatAt", { rate: percent(rate.rateBp), net: euro(rate.netCents) })}
              value={euro(rate.vatCents)}
            />
          ))}
          <TotalRow label={t("total")} value={euro(result.totals.totalCents)} isStrong />
        </Box>
      )}
    </Paper>
  );
}
