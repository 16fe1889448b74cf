"use client";

import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import DownloadIcon from "@mui/icons-material/Download";
import DrawIcon from "@mui/icons-material/DrawOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import PrintIcon from "@mui/icons-material/PrintOutlined";
import ReceiptIcon from "@mui/icons-material/ReceiptLongOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import MuiLink from "@mui/material/Link";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/dashboard/ui/confirm-dialog";
import { DetailRows, DetailSection } from "@/components/dashboard/ui/detail";
import { FileUpload } from "@/components/dashboard/ui/file-upload";
import { LoadState } from "@/components/dashboard/ui/load-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { useServiceLabel } from "@/components/dashboard/ui/service-label";
import { StatusChip, useStatusLabel } from "@/components/dashboard/ui/status-chip";
import { useAction } from "@/components/dashboard/ui/use-action";
import { useToast } from "@/components/dashboard/shell/toasts";
import { useEuro } from "@/components/dashboard/invoices/money";
import { ButtonLink, TextLink } from "@/components/ui/links";
import { apiDownload, saveDownload } from "@/lib/client/api-client";
import { useInvoices, type InvoiceItem } from "@/lib/client/queries/invoices";
import { isStaff } from "@/lib/auth/roles";
import {
  useDeleteJobPhoto,
  useEndSeries,
  useJob,
  useUpdateJob,
  useUploadJobPhoto,
  type ChatMessage,
  type JobItem,
  type JobPhoto,
} from "@/lib/client/queries/jobs";
import { jobInvoicesFilter } from "@/lib/content/job-page";
import { JOB_STAGE, type JobStage } from "@/lib/content/statuses";
import { useFormatter } from "@/lib/i18n/use-formatter";
import type { TPaged } from "@/lib/validation/pagination";
import { JobChat } from "./job-chat";
import { JobTimeline, type TimelineItem } from "./job-timeline";
import { canSignOff, moveTargets, type Actor } from "./job-moves";

// What the page comes with (app/[locale]/dashboard/job/[id]/page.tsx): a
// phone shows the job, its history, its chat and (for the office and the
// client) its invoices at first paint.
export type JobFirstData = {
  job?: JobItem;
  timeline?: TimelineItem[];
  chat?: TPaged<ChatMessage>;
  invoices?: TPaged<InvoiceItem>;
};

// /dashboard/job/{id}: the job, its photos, its sign-off and its chat, with
// the actions the viewer's role allows.
export function JobDetailView({ id, actor, initial = {} }: { id: string; actor: Actor; initial?: JobFirstData }) {
  const t = useTranslations("Jobs");
  const query = useJob(id, initial.job);
  const job = query.data;
  return (
    <>
      <PageHeader
        title={job?.title ?? t("job")}
        status={job && <StatusChip kind="jobStage" value={job.jobStage} />}
        crumbs={[{ label: t("title"), href: "/dashboard/job" }]}
        actions={job && <JobActions job={job} actor={actor} />}
      />
      <LoadState query={query} notFoundText={t("notFound")} />
      {job && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Stack spacing={3}>
              <JobDetails job={job} />
              {job.signature && (
                <Box id="sign-off" sx={{ scrollMarginTop: 80 }}>
                  <SignOffRecord job={job} signature={job.signature} />
                </Box>
              )}
              {actor.role !== "Cleaner" && <JobInvoices jobId={job.id} initial={initial.invoices} />}
              <JobTimeline jobId={job.id} initial={initial.timeline} />
              <JobPhotos job={job} actor={actor} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <JobChat jobId={job.id} actor={actor} initial={initial.chat} />
          </Grid>
        </Grid>
      )}
    </>
  );
}

function JobActions({ job, actor }: { job: JobItem; actor: Actor }) {
  const t = useTranslations("Jobs");
  const common = useTranslations("Common");
  const stageLabel = useStatusLabel("jobStage");
  const update = useUpdateJob();
  const run = useAction();
  const notify = useToast();
  const [confirm, setConfirm] = useState<JobStage | null>(null);
  const [isEnding, setIsEnding] = useState(false);
  const endSeries = useEndSeries();

  async function end() {
    if (!job.seriesId) return;
    const done = await run(async () => {
      const result = await endSeries.mutateAsync({ seriesId: job.seriesId!, afterJobId: job.id });
      return t("seriesEndedToast", { deleted: result.deletedVisits, kept: result.keptVisits });
    });
    if (done) {
      notify(done, "success");
      setIsEnding(false);
    }
  }
  const staff = isStaff(actor.role);
  const canEdit =
    job.jobStage !== JOB_STAGE.Completed && (staff || (actor.role === "Client" && job.jobStage === JOB_STAGE.New));
  const targets = moveTargets(actor, job);

  async function move(to: JobStage) {
    const done = await run(
      () => update.mutateAsync({ id: job.id, jobStage: to }),
      t("moved", { title: job.title, stage: stageLabel(to) }),
    );
    if (done) setConfirm(null);
  }

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      {targets.map((stage) => (
        <Button
          key={stage}
          variant="outlined"
          disabled={update.isPending}
          onClick={() => (job.jobStage === JOB_STAGE.Completed ? setConfirm(stage) : void move(stage))}
        >
          {job.jobStage === JOB_STAGE.Completed ? t("reopen") : t("moveTo", { stage: stageLabel(stage) })}
        </Button>
      ))}
      {canEdit && (
        <ButtonLink href={`/dashboard/job/${job.id}/edit`} variant="outlined" startIcon={<EditIcon />}>
          {common("edit")}
        </ButtonLink>
      )}
      {staff && job.jobStage === JOB_STAGE.Completed && (
        <ButtonLink href={`/dashboard/invoice/new?jobId=${job.id}`} variant="contained" startIcon={<ReceiptIcon />}>
          {t("invoiceJob")}
        </ButtonLink>
      )}
      {staff && job.series && !job.series.endedAt && (
        <Button variant="outlined" color="error" onClick={() => setIsEnding(true)}>
          {t("endSeries")}
        </Button>
      )}
      {canSignOff(job) && (
        <ButtonLink href={`/dashboard/job/finalise?jobId=${job.id}`} variant="contained" startIcon={<DrawIcon />}>
          {t("signOff")}
        </ButtonLink>
      )}
      {/* The cleaner and the client are told why there is no sign-off yet; the office has "Move to Pending". */}
      {!staff && job.jobStage === JOB_STAGE.New && (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: "center" }}>
          {t("signOffWhenPending")}
        </Typography>
      )}
      <ConfirmDialog
        open={isEnding}
        title={t("endSeriesTitle")}
        text={t("endSeriesText")}
        confirmLabel={t("endSeries")}
        isDestructive
        isBusy={endSeries.isPending}
        onConfirm={() => void end()}
        onClose={() => setIsEnding(false)}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={t("reopenTitle")}
        text={t("reopenText")}
        confirmLabel={t("reopen")}
        isDestructive
        isBusy={update.isPending}
        onConfirm={() => confirm !== null && void move(confirm)}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}

// The client's name, with their phone and e-mail as links, and their address.
function ClientContact({ job }: { job: JobItem }) {
  const { email, phoneNumber, address } = job.clientContact;
  return (
    <>
      <bdi>{job.userClientName}</bdi>
      {phoneNumber && (
        <>
          {" · "}
          <MuiLink href={`tel:${phoneNumber.replace(/[^\d+]/g, "")}`}>
            <bdi dir="ltr">{phoneNumber}</bdi>
          </MuiLink>
        </>
      )}
      {" · "}
      <MuiLink href={`mailto:${email}`}>
        <bdi dir="ltr">{email}</bdi>
      </MuiLink>
      {address && (
        <>
          {"\n"}
          <bdi>{address}</bdi>
        </>
      )}
    </>
  );
}

// "Every week, until 31 March 2027 (visit 3)", or "… (ended)".
function SeriesSummary({ job }: { job: JobItem }) {
  const t = useTranslations("Jobs");
  const format = useFormatter();
  const series = job.series!;
  const every = t("every", { weeks: series.frequencyWeeks });
  const end = series.untilDate
    ? t("seriesUntil", { date: format.dateTime(new Date(series.untilDate), { dateStyle: "long", timeZone: "UTC" }) })
    : t("seriesVisits", { count: series.visitCount ?? 0 });
  return (
    <>
      {`${every}, ${end} · ${t("visitNumber", { number: (job.seriesIndex ?? 0) + 1 })}`}
      {series.endedAt && ` · ${t("seriesEnded")}`}
    </>
  );
}

function JobDetails({ job }: { job: JobItem }) {
  const t = useTranslations("Jobs");
  const common = useTranslations("Common");
  const format = useFormatter();
  const serviceLabel = useServiceLabel();
  const when = (value: string) => format.dateTime(new Date(value), { dateStyle: "full", timeStyle: "short" });
  return (
    <DetailSection title={common("details")}>
      <DetailRows
        rows={[
          [t("service"), serviceLabel(job.service)],
          [
            t("scheduled"),
            job.scheduledAt
              ? job.scheduledEndAt
                ? t("timeRange", {
                    start: when(job.scheduledAt),
                    end: format.dateTime(new Date(job.scheduledEndAt), { timeStyle: "short" }),
                  })
                : when(job.scheduledAt)
              : t("notScheduled"),
          ],
          ...(job.series ? [[t("series"), <SeriesSummary key="series" job={job} />] as [string, ReactNode]] : []),
          [t("location"), job.location],
          [t("client"), <ClientContact key="client" job={job} />],
          [t("cleaner"), job.userAssigneeName ?? t("unassigned")],
          [t("description"), job.description || "—"],
          [t("created"), when(job.createdAt)],
          [t("updated"), when(job.updatedAt)],
        ]}
      />
    </DetailSection>
  );
}

function SignOffRecord({ job, signature }: { job: JobItem; signature: NonNullable<JobItem["signature"]> }) {
  const t = useTranslations("Jobs");
  const run = useAction();
  const [isDownloading, setIsDownloading] = useState(false);
  const format = useFormatter();
  return (
    <DetailSection
      title={t("signOffRecord")}
      action={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t("print")}
          </Button>
          <Button
            startIcon={<DownloadIcon />}
            disabled={isDownloading}
            onClick={() =>
              void (async () => {
                setIsDownloading(true);
                await run(async () =>
                  saveDownload(await apiDownload("/api/job/signoffpdf", { query: { jobId: job.id } })),
                );
                setIsDownloading(false);
              })()
            }
          >
            {t("downloadPdf")}
          </Button>
        </Stack>
      }
    >
      <DetailRows
        rows={[
          [t("signedBy"), signature.signerName],
          [t("signedAt"), format.dateTime(new Date(signature.signedAt), { dateStyle: "full", timeStyle: "short" })],
          [
            t("visit"),
            job.scheduledAt
              ? format.dateTime(new Date(job.scheduledAt), { dateStyle: "full", timeStyle: "short" })
              : t("notScheduled"),
          ],
          [t("signOffNotes"), signature.notes || "—"],
        ]}
      />
      <Box
        component="img"
        src={signature.signatureImagePath}
        alt={t("signatureOf", { name: signature.signerName })}
        sx={{
          mt: 2,
          maxWidth: "100%",
          maxHeight: 200,
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          bgcolor: "#fff",
        }}
      />
    </DetailSection>
  );
}

// The job's invoices, for the office and the client (a client reaches their
// invoices from here and from their overview).
function JobInvoices({ jobId, initial }: { jobId: string; initial?: TPaged<InvoiceItem> }) {
  const t = useTranslations("Jobs");
  const euro = useEuro();
  const query = useInvoices(jobInvoicesFilter(jobId), { initial });
  const invoices = query.data?.data ?? [];
  if (invoices.length === 0) return null;
  return (
    <DetailSection title={t("invoices")}>
      <Stack component="ul" spacing={1} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {invoices.map((invoice) => (
          <Stack component="li" key={invoice.id} direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
            <TextLink href={`/dashboard/invoice/${invoice.id}`}>{invoice.invoiceNumber}</TextLink>
            <StatusChip kind="invoiceStatus" value={invoice.status} />
            <Typography variant="body2">{euro(invoice.totalCents)}</Typography>
          </Stack>
        ))}
      </Stack>
    </DetailSection>
  );
}

function JobPhotos({ job, actor }: { job: JobItem; actor: Actor }) {
  const t = useTranslations("Jobs");
  const common = useTranslations("Common");
  const upload = useUploadJobPhoto();
  const remove = useDeleteJobPhoto();
  const run = useAction();
  const [deleting, setDeleting] = useState<JobPhoto | null>(null);
  const photos = job.photos;
  async function onDelete() {
    if (!deleting) return;
    const done = await run(() => remove.mutateAsync(deleting.id), t("photoDeleted"));
    if (done !== undefined) setDeleting(null);
  }
  return (
    <DetailSection title={t("photos")}>
      {photos.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t("noPhotos")}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: "none",
            m: 0,
            mb: 2,
            p: 0,
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
          }}
        >
          {photos.map((photo, index) => (
            <Box component="li" key={photo.id} sx={{ position: "relative" }}>
              <a href={photo.path} target="_blank" rel="noreferrer">
                <Box
                  component="img"
                  src={photo.path}
                  alt={t("photoAlt", { number: index + 1, name: photo.uploadedBy.name })}
                  loading="lazy"
                  sx={{ width: "100%", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: 1, display: "block" }}
                />
              </a>
              {(photo.uploadedBy.id === actor.id || isStaff(actor.role)) && (
                <IconButton
                  size="small"
                  aria-label={t("deletePhoto", { number: index + 1 })}
                  onClick={() => setDeleting(photo)}
                  sx={{ position: "absolute", insetInlineEnd: 4, top: 4, bgcolor: "background.paper" }}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Box>
      )}
      <FileUpload
        label={t("addPhoto")}
        accept="image"
        hasPreview={false}
        onUpload={(file) => upload.mutateAsync({ jobId: job.id, file })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("deletePhotoTitle")}
        text={t("deletePhotoText")}
        confirmLabel={common("delete")}
        isDestructive
        isBusy={remove.isPending}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
      />
    </DetailSection>
  );
}
