"use client";

import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Grid from "@mui/material/Grid";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useToast } from "@/components/dashboard/shell/toasts";
import { FormUserPicker } from "@/components/dashboard/users/user-picker";
import { Form } from "@/components/ui/form";
import { FormAddress } from "@/components/dashboard/ui/form/address-field";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormSelect, FormText } from "@/components/dashboard/ui/form/form-fields";
import { FormDublinDateTime } from "@/components/dashboard/ui/form/typed-fields";
import { DraftNotice } from "@/components/dashboard/ui/form/form-draft";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { LoadState } from "@/components/dashboard/ui/load-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { useServiceLabel } from "@/components/dashboard/ui/service-label";
import { StatusChip } from "@/components/dashboard/ui/status-chip";
import { isStaff } from "@/lib/auth/roles";
import { useOfferedServices } from "@/lib/client/queries/categories";
import { useCreateJob, useJob, useUpdateJob, type JobItem } from "@/lib/client/queries/jobs";
import { JOB_STAGE } from "@/lib/content/statuses";
import { useRouter } from "@/lib/i18n/navigation";
import { JOB_SERVICES, MAX_JOB_PHOTOS, ZCreateJob, ZCreateJobByStaff, ZUpdateJob } from "@/lib/validation/jobs";
import type { Actor } from "./job-moves";
import { PhotoPicker, useSendPickedPhotos, type PickedPhoto } from "./photo-picker";
import { RepeatFields } from "./repeat-fields";

// The services the office offers now (its Services categories, retired ones
// left out) that a job can be for; an edited job keeps its own even if retired.
function useServiceOptions(current?: string) {
  const serviceLabel = useServiceLabel();
  const offered = useOfferedServices().data;
  return JOB_SERVICES.filter((name) => !offered || offered.includes(name) || name === current).map((name) => ({
    value: name,
    label: serviceLabel(name),
  }));
}

// /dashboard/job/new: the office creates a job for a client (and may assign
// a cleaner at once: it then starts Pending); a client requests one for
// themselves (it starts New, for the office to schedule).
export function JobNewView({ actor }: { actor: Actor }) {
  const t = useTranslations("Jobs");
  const router = useRouter();
  const create = useCreateJob();
  const services = useServiceOptions();
  const staff = isStaff(actor.role);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const sendPhotos = useSendPickedPhotos();
  const notify = useToast();
  const form = useAppForm({
    // The office must name the client; a client's request is always their own.
    schema: staff ? ZCreateJobByStaff : ZCreateJob,
    draftKey: "job:new",
    defaultValues: {
      title: "",
      description: "",
      location: "",
      service: "" as never,
      scheduledAt: null,
      scheduledEndAt: null,
      userClientId: staff ? (undefined as never) : undefined,
      userAssigneeId: null,
      repeat: undefined,
    },
    // A job that gets its cleaner at once is ready to be done: it starts Pending.
    // The photos go once the job exists, within the same submit (no second click meanwhile).
    onSubmit: async (values) => {
      const job = await create.mutateAsync({
        ...values,
        jobStage: values.userAssigneeId ? JOB_STAGE.Pending : JOB_STAGE.New,
      });
      return { job, failedPhotos: await sendPhotos(job.id, photos) };
    },
    onSuccess: ({ job, failedPhotos }) => {
      if (failedPhotos > 0) notify(t("photosFailed", { count: failedPhotos }), "error");
      router.push(`/dashboard/job/${job.id}`);
    },
    successMessage: staff ? t("createdToast") : t("requested"),
  });
  return (
    <>
      <PageHeader
        title={staff ? t("newJob") : t("requestJob")}
        crumbs={[{ label: t("title"), href: "/dashboard/job" }]}
      />
      <Form spacing={3} onSubmit={form.submit} sx={{ maxWidth: 880 }}>
        <FormError message={form.formError} />
        <DraftNotice draft={form.draft} />
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormText control={form.control} name="title" label={t("jobTitle")} required />
          </Grid>
          {staff && (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormUserPicker control={form.control} name="userClientId" role="Client" label={t("client")} required />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormUserPicker
                  control={form.control}
                  name="userAssigneeId"
                  role="Cleaner"
                  label={t("cleaner")}
                  helperText={t("assigneeHint")}
                />
              </Grid>
            </>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect control={form.control} name="service" label={t("service")} options={services} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDublinDateTime
              control={form.control}
              name="scheduledAt"
              label={staff ? t("scheduled") : t("preferredTime")}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDublinDateTime control={form.control} name="scheduledEndAt" label={t("endsAt")} />
          </Grid>
          {staff && (
            <Grid size={12}>
              <RepeatFields control={form.control} name="repeat" />
            </Grid>
          )}
          <Grid size={12}>
            <FormAddress control={form.control} name="location" label={t("location")} required />
          </Grid>
          <Grid size={12}>
            <FormText control={form.control} name="description" label={t("description")} multiline minRows={3} />
          </Grid>
          <Grid size={12}>
            <PhotoPicker photos={photos} onChange={setPhotos} max={MAX_JOB_PHOTOS} />
          </Grid>
        </Grid>
        <FormActions
          isSubmitting={form.isSubmitting}
          submitLabel={staff ? t("createJob") : t("sendRequest")}
          onCancel={() => router.push("/dashboard/job")}
        />
      </Form>
    </>
  );
}

// /dashboard/job/{id}/edit: the office edits any field of a job that is not
// completed; a client edits their request while it is New.
export function JobEditView({ id, actor }: { id: string; actor: Actor }) {
  const t = useTranslations("Jobs");
  const query = useJob(id);
  const job = query.data;
  return (
    <>
      <PageHeader
        title={job ? t("editTitle", { title: job.title }) : t("editJob")}
        status={job && <StatusChip kind="jobStage" value={job.jobStage} />}
        crumbs={[
          { label: t("title"), href: "/dashboard/job" },
          ...(job ? [{ label: job.title, href: `/dashboard/job/${job.id}` }] : []),
        ]}
      />
      <LoadState query={query} notFoundText={t("notFound")} />
      {job && <JobEditor key={job.id} job={job} actor={actor} />}
    </>
  );
}

function JobEditor({ job, actor }: { job: JobItem; actor: Actor }) {
  const t = useTranslations("Jobs");
  const router = useRouter();
  const update = useUpdateJob();
  const services = useServiceOptions(job.service);
  const staff = isStaff(actor.role);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const sendPhotos = useSendPickedPhotos();
  const notify = useToast();
  const isLocked = job.jobStage === JOB_STAGE.Completed || (!staff && job.jobStage !== JOB_STAGE.New);
  const form = useAppForm({
    schema: ZUpdateJob,
    draftKey: `job:${job.id}`,
    defaultValues: {
      id: job.id,
      title: job.title,
      description: job.description,
      location: job.location,
      service: job.service as never,
      scheduledAt: job.scheduledAt,
      scheduledEndAt: job.scheduledEndAt,
      userClientId: job.userClientId,
      userAssigneeId: job.userAssigneeId,
      scope: "visit",
    },
    // A client may only send what they may change (the API refuses the rest).
    onSubmit: async (values) => {
      await update.mutateAsync(
        staff
          ? values
          : {
              id: values.id,
              title: values.title,
              description: values.description,
              location: values.location,
              scheduledAt: values.scheduledAt,
              scheduledEndAt: values.scheduledEndAt,
            },
      );
      return sendPhotos(job.id, photos);
    },
    onSuccess: (failedPhotos) => {
      if (failedPhotos > 0) notify(t("photosFailed", { count: failedPhotos }), "error");
      router.push(`/dashboard/job/${job.id}`);
    },
    successMessage: t("saved"),
  });
  return (
    <Form spacing={3} onSubmit={form.submit} sx={{ maxWidth: 880 }}>
      <FormError
        message={
          isLocked ? t(job.jobStage === JOB_STAGE.Completed ? "lockedCompleted" : "lockedClient") : form.formError
        }
      />
      <DraftNotice draft={form.draft} />
      <fieldset disabled={isLocked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormText control={form.control} name="title" label={t("jobTitle")} required />
          </Grid>
          {staff && (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormUserPicker
                  control={form.control}
                  name="userClientId"
                  role="Client"
                  label={t("client")}
                  required
                  disabled={isLocked}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormUserPicker
                  control={form.control}
                  name="userAssigneeId"
                  role="Cleaner"
                  label={t("cleaner")}
                  disabled={isLocked}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelect control={form.control} name="service" label={t("service")} options={services} required />
              </Grid>
            </>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDublinDateTime control={form.control} name="scheduledAt" label={t("scheduled")} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDublinDateTime control={form.control} name="scheduledEndAt" label={t("endsAt")} />
          </Grid>
          {staff && job.seriesId && (
            <Grid size={12}>
              <Controller
                control={form.control}
                name="scope"
                render={({ field }) => (
                  <FormControl>
                    <FormLabel id="scope-label">{t("scopeLabel")}</FormLabel>
                    <RadioGroup
                      row
                      aria-labelledby="scope-label"
                      value={field.value ?? "visit"}
                      onChange={(event) => field.onChange(event.target.value)}
                    >
                      <FormControlLabel value="visit" control={<Radio />} label={t("scopeVisit")} />
                      <FormControlLabel value="following" control={<Radio />} label={t("scopeFollowing")} />
                    </RadioGroup>
                  </FormControl>
                )}
              />
            </Grid>
          )}
          <Grid size={12}>
            <FormAddress control={form.control} name="location" label={t("location")} required />
          </Grid>
          <Grid size={12}>
            <FormText control={form.control} name="description" label={t("description")} multiline minRows={3} />
          </Grid>
          {!isLocked && (
            <Grid size={12}>
              <PhotoPicker photos={photos} onChange={setPhotos} max={MAX_JOB_PHOTOS - job.photos.length} />
            </Grid>
          )}
        </Grid>
      </fieldset>
      {!isLocked && (
        <FormActions isSubmitting={form.isSubmitting} onCancel={() => router.push(`/dashboard/job/${job.id}`)} />
      )}
    </Form>
  );
}
