"use client";

import ClearIcon from "@mui/icons-material/ClearAll";
import UndoIcon from "@mui/icons-material/Undo";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type SignaturePad from "signature_pad";
import { DetailRows, DetailSection } from "@/components/dashboard/ui/detail";
import { FileUpload } from "@/components/dashboard/ui/file-upload";
import { Form } from "@/components/ui/form";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormText } from "@/components/dashboard/ui/form/form-fields";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { LoadState } from "@/components/dashboard/ui/load-state";
import { MIRRORED_IN_RTL } from "@/components/dashboard/ui/mirrored";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { useServiceLabel } from "@/components/dashboard/ui/service-label";
import { StatusChip } from "@/components/dashboard/ui/status-chip";
import { useFieldErrorText } from "@/components/ui/field-error";
import { useJob, useSignJob, useUploadJobPhoto, type JobItem } from "@/lib/client/queries/jobs";
import { useRouter } from "@/lib/i18n/navigation";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { ZCreateJobSigned } from "@/lib/validation/jobs";
import { canSignOff, type Actor } from "./job-moves";

// /dashboard/job/finalise?jobId=: the sign-off on site, usually on the
// cleaner's phone: the signer draws with a finger, types their name, adds
// notes and photos; the job becomes Completed.
export function JobFinaliseView({
  jobId,
  actor,
  initialJob,
}: {
  jobId: string;
  actor: Actor & { name: string };
  initialJob?: JobItem;
}) {
  const t = useTranslations("JobSignOff");
  const query = useJob(jobId, initialJob);
  const job = query.data;
  return (
    <>
      <PageHeader
        title={t("title")}
        status={job && <StatusChip kind="jobStage" value={job.jobStage} />}
        crumbs={[
          { label: t("jobs"), href: "/dashboard/job" },
          ...(job ? [{ label: job.title, href: `/dashboard/job/${job.id}` }] : []),
        ]}
      />
      <LoadState query={query} notFoundText={t("notFound")} />
      {job &&
        (canSignOff(job) ? (
          <SignOffForm job={job} actor={actor} />
        ) : (
          <FormError message={job.signature ? t("alreadySigned") : t("notReady")} />
        ))}
    </>
  );
}

function SignOffForm({ job, actor }: { job: JobItem; actor: Actor & { name: string } }) {
  const t = useTranslations("JobSignOff");
  const format = useFormatter();
  const serviceLabel = useServiceLabel();
  const router = useRouter();
  const sign = useSignJob();
  const upload = useUploadJobPhoto();
  const errorText = useFieldErrorText();
  const form = useAppForm({
    schema: ZCreateJobSigned,
    defaultValues: {
      jobId: job.id,
      // The client usually signs; on their own account the name is theirs.
      signerName: actor.role === "Client" ? actor.name : "",
      signatureImage: "",
      notes: "",
    },
    onSubmit: (values) => sign.mutateAsync(values),
    onSuccess: () => router.push(`/dashboard/job/${job.id}`),
    successMessage: t("signed"),
  });
  const signatureError = form.formState.errors.signatureImage;
  // When the form was opened: a visit after it is still to come.
  const [openedAt] = useState(() => Date.now());

  return (
    <Form spacing={3} onSubmit={form.submit} sx={{ maxWidth: 720 }}>
      <FormError message={form.formError} />
      {/* A visit still to come can be signed (the work may be done early), but not by mistake. */}
      {job.scheduledAt && new Date(job.scheduledAt).getTime() > openedAt && (
        <Alert severity="warning">
          {t("visitNotYet", {
            date: format.dateTime(new Date(job.scheduledAt), { dateStyle: "full", timeStyle: "short" }),
          })}
        </Alert>
      )}
      <DetailSection title={job.title}>
        <DetailRows
          rows={[
            [t("client"), job.userClientName],
            [t("service"), serviceLabel(job.service)],
            [
              t("visit"),
              job.scheduledAt
                ? format.dateTime(new Date(job.scheduledAt), { dateStyle: "full", timeStyle: "short" })
                : "—",
            ],
            [t("location"), job.location],
          ]}
        />
      </DetailSection>
      <Stack spacing={1}>
        <Typography component="h2" variant="h6" id="signature-label">
          {t("signatureHeading")}
        </Typography>
        <SignatureField
          hasError={Boolean(signatureError)}
          onChange={(dataUrl) =>
            form.setValue("signatureImage", dataUrl, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
        />
        <Typography
          variant="body2"
          color={signatureError ? "error" : "text.secondary"}
          role={signatureError ? "alert" : undefined}
          id="signature-hint"
        >
          {signatureError ? (errorText(signatureError) ?? t("signatureRequired")) : t("signatureHint")}
        </Typography>
      </Stack>
      <FormText control={form.control} name="signerName" label={t("signerName")} required autoComplete="name" />
      <FormText control={form.control} name="notes" label={t("notes")} multiline minRows={3} />
      <Stack spacing={1}>
        <Typography component="h2" variant="h6">
          {t("photos")}
        </Typography>
        {job.photos.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t("photoCount", { count: job.photos.length })}
          </Typography>
        )}
        <FileUpload
          label={t("addPhoto")}
          accept="image"
          hasPreview={false}
          onUpload={(file) => upload.mutateAsync({ jobId: job.id, file })}
        />
      </Stack>
      <FormActions
        isSubmitting={form.isSubmitting}
        submitLabel={t("submit")}
        onCancel={() => router.push(`/dashboard/job/${job.id}`)}
      />
    </Form>
  );
}

// The drawing area: as wide as the screen allows, drawn with a finger, a pen
// or a mouse (signature_pad). Undo takes back the last stroke. What it
// reports is a PNG data URL, or "" when nothing is drawn.
function SignatureField({ onChange, hasError }: { onChange: (dataUrl: string) => void; hasError: boolean }) {
  const t = useTranslations("JobSignOff");
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [strokes, setStrokes] = useState(0);
  // The pad's stroke listener is set up once; it reports through the latest onChange.
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    const publish = (instance: SignaturePad) => {
      setStrokes(instance.toData().length);
      report.current(instance.isEmpty() ? "" : instance.toDataURL("image/png"));
    };
    void import("signature_pad").then(({ default: Pad }) => {
      if (disposed) return;
      const instance = new Pad(element, { backgroundColor: "rgb(255, 255, 255)", penColor: "rgb(17, 24, 39)" });
      pad.current = instance;
      instance.addEventListener("endStroke", () => publish(instance));
      // The canvas's pixels follow its size on screen (and the screen's
      // density), and the drawing survives turning the phone.
      const fit = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        const data = instance.toData();
        element.width = element.offsetWidth * ratio;
        element.height = element.offsetHeight * ratio;
        element.getContext("2d")?.scale(ratio, ratio);
        instance.clear();
        instance.fromData(data);
      };
      fit();
      observer = new ResizeObserver(fit);
      observer.observe(element);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  const undo = () => {
    const instance = pad.current;
    if (!instance) return;
    const data = instance.toData();
    data.pop();
    instance.fromData(data);
    setStrokes(data.length);
    onChange(instance.isEmpty() ? "" : instance.toDataURL("image/png"));
  };
  const clear = () => {
    pad.current?.clear();
    setStrokes(0);
    onChange("");
  };

  return (
    <Stack spacing={1}>
      <Box
        component="canvas"
        ref={canvas}
        role="img"
        aria-labelledby="signature-label"
        aria-describedby="signature-hint"
        data-strokes={strokes}
        sx={{
          width: "100%",
          height: { xs: 200, sm: 240 },
          touchAction: "none",
          bgcolor: "#fff",
          border: 2,
          borderStyle: "dashed",
          borderColor: hasError ? "error.main" : "divider",
          borderRadius: 1,
          display: "block",
        }}
      />
      <Stack direction="row" spacing={1}>
        <Button startIcon={<UndoIcon sx={MIRRORED_IN_RTL} />} onClick={undo} disabled={strokes === 0}>
          {t("undo")}
        </Button>
        <Button startIcon={<ClearIcon />} onClick={clear} disabled={strokes === 0}>
          {t("clear")}
        </Button>
      </Stack>
    </Stack>
  );
}
