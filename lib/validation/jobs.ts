import { z } from "zod";
import { SERVICES, type Service } from "@/lib/content/services";
import { JOB_STAGE } from "@/lib/content/statuses";
import { ROLES } from "@/lib/auth/roles";
import { zId, zOptionalText, zRequiredText, zText } from "./fields";
import { V, withValues } from "./messages";
import { ZPage, zSort } from "./pagination";
import { areDates, zInstant, zRangeEnd } from "./rota";
import { dublinDate } from "@/lib/i18n/dublin-time";

// The services a job may be for: the eight of the public site (spec §1, §3),
// by the English name the office uses (lib/content/services.ts).
export const JOB_SERVICES = SERVICES.map((service) => service.name) as [Service["name"], ...Service["name"][]];
export type JobService = Service["name"];

const JOB_STAGE_COUNT = Object.keys(JOB_STAGE).length;

export const zJobStage = z.literal([0, 1, 2, 3], {
  error: V.jobStage,
});

export { zId };

const zService = z.enum(JOB_SERVICES, { error: V.service });

// A picture already stored by an upload call: its dbPath, as saveUpload makes it.
export const JOB_IMAGE_PATH = /^\/api\/files\/[a-z]+\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;
const zJobImagePath = z.string({ error: V.invalid }).trim().regex(JOB_IMAGE_PATH, V.uploadFirst);

// ISO date-time strings with their zone, as the rota's (stored in UTC); null
// clears the date. Coercing took `true`, a bare number and a date without a
// zone (read in the server's own time), and years past 9999 failed in Prisma.
// The forms hand their parsed Date back through the same schema, hence the Date.
const zDateTime = z
  .unknown()
  .refine(
    (value) => (value instanceof Date ? !Number.isNaN(value.getTime()) : zInstant.safeParse(value).success),
    V.dateTime,
  )
  .transform((value) => (value instanceof Date ? value : new Date(value as string)));

// The literal a list sends as assigneeId for the jobs no cleaner has yet.
export const UNASSIGNED = "none";

// The columns the job list sorts by. The default (newest scheduled first) is
// served by the job-list indexes; the others are sorted without one.
export const JOB_SORT_FIELDS = ["scheduledAt", "createdAt", "title", "stage"] as const;

// POST /api/job/jobs: a page, optionally narrowed to one user's jobs (spec §6:
// "jobs can be requested by the user's role and id"), a stage or a search
// text, and the jobs screen's filter bar: service, client, cleaner (or none),
// stages and a scheduled range [from, to). The filters only ever narrow what
// the caller may see.
export const ZListJobs = ZPage.extend({
  role: z.enum(ROLES, { error: V.roleInvalid }).optional(),
  userId: zId.optional(),
  stage: zJobStage.optional(),
  // Several stages at once (say the open jobs: [0, 1, 2]); an empty list filters nothing.
  stages: z.array(zJobStage, { error: V.invalid }).max(JOB_STAGE_COUNT, V.invalid).optional(),
  search: zOptionalText(100),
  service: zService.optional(),
  clientId: zId.optional(),
  assigneeId: z.union([z.literal(UNASSIGNED), zId], { error: V.uuid }).optional(),
  // The visits of one recurring series.
  seriesId: zId.optional(),
  // ISO date-times; a date alone means midnight UTC for from and the whole of that day for to.
  from: zInstant.optional(),
  to: zRangeEnd.optional(),
  ...zSort(JOB_SORT_FIELDS, { sortBy: "scheduledAt", sortDir: "desc" }),
}).superRefine(({ from, to }, ctx) => {
  if (from && to && areDates(from, to) && to.getTime() <= from.getTime()) {
    ctx.addIssue({ code: "custom", path: ["to"], message: V.endAfterStart });
  }
});

export type TListJobs = z.infer<typeof ZListJobs>;

// GET /api/Job/GetJobbyId?id=
export const ZJobIdQuery = z.object({ id: zId });

// How a new job repeats (lib/server/jobs/job-series.ts): every 1, 2 or 4
// weeks, until a day (YYYY-MM-DD, included) or for a number of visits, the
// first visit included; exactly one of the two.
export const SERIES_FREQUENCY_WEEKS = [1, 2, 4] as const;
export const SERIES_MIN_VISITS = 2;
export const SERIES_MAX_VISITS = 104;

export const ZJobRepeat = z
  .object(
    {
      frequencyWeeks: z.literal(SERIES_FREQUENCY_WEEKS, { error: V.repeatFrequency }),
      until: z.iso.date({ error: V.day }).optional(),
      count: z
        .int({ error: V.wholeNumber })
        .min(SERIES_MIN_VISITS, withValues(V.atLeast, { min: SERIES_MIN_VISITS }))
        .max(SERIES_MAX_VISITS, withValues(V.atMost, { max: SERIES_MAX_VISITS }))
        .optional(),
    },
    { error: V.invalid },
  )
  .superRefine(({ until, count }, ctx) => {
    if ((until === undefined) === (count === undefined)) {
      ctx.addIssue({ code: "custom", path: ["until"], message: V.repeatEnd });
    }
  });

export type TJobRepeat = z.infer<typeof ZJobRepeat>;

// A job's end (scheduledEndAt) comes after its start, which it needs; the
// update call checks the pair again with the stored values (job-times.ts).
function checkEnd(start: unknown, end: unknown, ctx: z.RefinementCtx, isCreate: boolean) {
  if (!(end instanceof Date)) return;
  if (start === null || (isCreate && start === undefined)) {
    ctx.addIssue({ code: "custom", path: ["scheduledAt"], message: V.required });
  } else if (start instanceof Date && end.getTime() <= start.getTime()) {
    ctx.addIssue({ code: "custom", path: ["scheduledEndAt"], message: V.endAfterStart });
  }
}

// POST /api/job/createjob. A Client leaves userClientId out (it is always
// them). `repeat` (staff only) makes the job the first visit of a series.
export const ZCreateJob = z
  .object({
    title: zRequiredText(200),
    description: zOptionalText(4000, { multiline: true }),
    location: zRequiredText(300),
    service: zService,
    jobImagePath: zJobImagePath.nullish(),
    scheduledAt: zDateTime.nullish(),
    scheduledEndAt: zDateTime.nullish(),
    userClientId: zId.optional(),
    userAssigneeId: zId.nullish(),
    companyId: zId.nullish(),
    jobStage: zJobStage.optional(),
    repeat: ZJobRepeat.optional(),
  })
  .superRefine(({ scheduledAt, scheduledEndAt, repeat }, ctx) => {
    checkEnd(scheduledAt, scheduledEndAt, ctx, true);
    if (repeat && !scheduledAt) {
      ctx.addIssue({ code: "custom", path: ["scheduledAt"], message: V.required });
    }
    // The last day may not come before the first visit's day (in Dublin).
    if (repeat?.until && scheduledAt instanceof Date && repeat.until < dublinDate(scheduledAt)) {
      ctx.addIssue({ code: "custom", path: ["repeat", "until"], message: V.toBeforeFrom });
    }
  });

export type TCreateJob = z.infer<typeof ZCreateJob>;

// The office's form names the client: a job made by staff always has one
// (lib/server/jobs/create-job.ts refuses it without), so the form says so
// under the field before sending. A Client's own request has no such field.
export const ZCreateJobByStaff = ZCreateJob.safeExtend({ userClientId: zId });

// What an update of a series' visit changes: this visit only, or also the
// later visits that have not started.
export const JOB_UPDATE_SCOPES = ["visit", "following"] as const;

// PUT /api/job/updatejob: the id and the fields to change. A field left out
// stays as it is; null clears an optional one (unassigns the cleaner).
export const ZUpdateJob = z
  .object({
    id: zId,
    title: zRequiredText(200).optional(),
    // "" clears the description.
    description: zText({ multiline: true }).pipe(z.string().max(4000, V.tooLong)).optional(),
    location: zRequiredText(300).optional(),
    service: zService.optional(),
    jobImagePath: zJobImagePath.nullish(),
    scheduledAt: zDateTime.nullish(),
    scheduledEndAt: zDateTime.nullish(),
    userClientId: zId.optional(),
    userAssigneeId: zId.nullish(),
    companyId: zId.nullish(),
    jobStage: zJobStage.optional(),
    // On a visit of a series: "following" (staff only) also changes the later
    // visits that have not started, and the series (job-series.ts).
    scope: z.enum(JOB_UPDATE_SCOPES, { error: V.invalid }).optional(),
  })
  .superRefine(({ scheduledAt, scheduledEndAt }, ctx) => checkEnd(scheduledAt, scheduledEndAt, ctx, false));

export type TUpdateJob = z.infer<typeof ZUpdateJob>;

// The body limit of the sign-off call: a signature drawing is a few tens of KiB.
export const JOB_SIGNED_MAX_BODY_BYTES = 1024 * 1024;

export const SIGNATURE_DATA_URL = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]+={0,2})$/;

// POST /api/JobSigned/CreateJobSigned: the sign-off that completes a job.
export const ZCreateJobSigned = z.object({
  jobId: zId,
  signerName: zRequiredText(120),
  signatureImage: z.string({ error: V.required }).trim().min(1, V.required).regex(SIGNATURE_DATA_URL, V.signatureImage),
  notes: zOptionalText(2000, { multiline: true }),
});

export type TCreateJobSigned = z.infer<typeof ZCreateJobSigned>;

// The most photos a job may have (before/after pictures, a problem shown).
export const MAX_JOB_PHOTOS = 20;

// POST /api/job/uploadphoto: the form field next to `file`.
export const ZJobPhotoUploadForm = z.object({ jobId: zId });

// DELETE /api/job/deletephoto
export const ZDeleteJobPhoto = z.object({ id: zId });

// A photo of a job, as the API answers it (for the OpenAPI document).
export const ZJobPhotoResponse = z.object({
  id: z.uuid(),
  path: z.string().describe("The dbPath the file is served at"),
  createdAt: z.iso.datetime(),
  uploadedBy: z.object({ id: z.uuid(), name: z.string() }),
});

// The series a visit belongs to, as a job answers it.
export const ZJobSeriesResponse = z.object({
  id: z.uuid(),
  frequencyWeeks: z.literal(SERIES_FREQUENCY_WEEKS),
  untilDate: z.iso.datetime().nullable().describe("The last day visits may fall on (a calendar day, 00:00 UTC)"),
  visitCount: z.number().int().nullable().describe("How many visits the series has, the first included"),
  endedAt: z.iso.datetime().nullable().describe("Set once the series was ended: no more visits are made"),
});

// What the API answers for a job (for the OpenAPI document; dates are ISO strings).
export const ZJobResponse = z.object({
  id: z.uuid(),
  title: z.string(),
  userClientId: z.uuid(),
  userClientName: z.string(),
  clientContact: z
    .object({ email: z.string(), phoneNumber: z.string().nullable(), address: z.string().nullable() })
    .describe("How to reach the client (the job's cleaner, the office and the client themselves see it)"),
  userAssigneeId: z.uuid().nullable(),
  userAssigneeName: z.string().nullable(),
  assignedTo: z.string().nullable().describe("The assigned cleaner's name"),
  description: z.string(),
  location: z.string(),
  service: z.string(),
  jobImagePath: z.string().nullable(),
  jobStage: zJobStage,
  scheduledAt: z.iso.datetime().nullable(),
  scheduledEndAt: z.iso.datetime().nullable().describe("When the visit should end (after scheduledAt)"),
  companyId: z.uuid().nullable(),
  seriesId: z.uuid().nullable().describe("The recurring series this job is a visit of"),
  seriesIndex: z.number().int().nullable().describe("The visit's number in its series, from 0"),
  series: ZJobSeriesResponse.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  signature: z
    .object({
      signerName: z.string(),
      signedAt: z.iso.datetime(),
      signatureImagePath: z.string(),
      notes: z.string().nullable(),
    })
    .nullable()
    .describe("Set once the job is signed off (Completed)"),
  photos: z.array(ZJobPhotoResponse).describe("The job's photos, oldest first"),
  unreadCount: z
    .number()
    .int()
    .optional()
    .describe("Chat messages of others the caller has not read yet (in the list and GetJobbyId)"),
});

export const ZJobPageResponse = z.object({ data: z.array(ZJobResponse), totalRecords: z.number().int() });

// PUT /api/job/updatejob answers the job (this visit) and how many later
// visits of its series a "following" update changed (0 otherwise).
export const ZUpdateJobResponse = ZJobResponse.extend({
  updatedVisits: z.number().int().describe('Later visits of the series changed too (scope "following"; else 0)'),
});

// POST /api/job/endseries: ends a series after one of its visits (or now).
export const ZEndJobSeries = z.object({ seriesId: zId, afterJobId: zId.optional() });
export type TEndJobSeries = z.infer<typeof ZEndJobSeries>;

export const ZEndJobSeriesResponse = z.object({
  deletedVisits: z.number().int().describe("Visits after the cut that had not started, deleted"),
  keptVisits: z
    .number()
    .int()
    .describe("Visits after the cut that were kept (started, signed, chat, invoice, photos…)"),
});
