import { z } from "zod";
import { SERVICES, type Service } from "@/lib/content/services";
import { ROLES } from "@/lib/auth/roles";
import { zId, zOptionalText, zRequiredText, zText } from "./fields";
import { V } from "./messages";
import { ZPage, zSort } from "./pagination";
import { areDates, zInstant, zRangeEnd } from "./rota";

// The services a job may be for: the eight of the public site (spec §1, §3),
// by the English name the office uses (lib/content/services.ts).
export const JOB_SERVICES = SERVICES.map((service) => service.name) as [Service["name"], ...Service["name"][]];
export type JobService = Service["name"];

// Job stages (spec §3): New=0, Pending=1, Incomplete=2, Completed=3.
export const JOB_STAGE = { New: 0, Pending: 1, Incomplete: 2, Completed: 3 } as const;
export type JobStage = (typeof JOB_STAGE)[keyof typeof JOB_STAGE];

const JOB_STAGE_COUNT = Object.keys(JOB_STAGE).length;

export const zJobStage = z.literal([0, 1, 2, 3], {
  error: V.jobStage,
});

export { zId };

const zService = z.enum(JOB_SERVICES, { error: V.service });

// A picture already stored by an upload call: its dbPath, as saveUpload makes it.
export const JOB_IMAGE_PATH = /^\/api\/files\/[a-z]+\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;
const zJobImagePath = z.string({ error: V.invalid }).trim().regex(JOB_IMAGE_PATH, V.uploadFirst);

// ISO date-time strings (stored in UTC); null clears the date.
const zDateTime = z.coerce.date({ error: V.invalid });

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

// POST /api/job/createjob. A Client leaves userClientId out (it is always them).
export const ZCreateJob = z.object({
  title: zRequiredText(200),
  description: zOptionalText(4000, { multiline: true }),
  location: zRequiredText(300),
  service: zService,
  jobImagePath: zJobImagePath.nullish(),
  scheduledAt: zDateTime.nullish(),
  userClientId: zId.optional(),
  userAssigneeId: zId.nullish(),
  companyId: zId.nullish(),
  jobStage: zJobStage.optional(),
});

export type TCreateJob = z.infer<typeof ZCreateJob>;

// PUT /api/job/updatejob: the id and the fields to change. A field left out
// stays as it is; null clears an optional one (unassigns the cleaner).
export const ZUpdateJob = z.object({
  id: zId,
  title: zRequiredText(200).optional(),
  // "" clears the description.
  description: zText({ multiline: true }).pipe(z.string().max(4000, V.tooLong)).optional(),
  location: zRequiredText(300).optional(),
  service: zService.optional(),
  jobImagePath: zJobImagePath.nullish(),
  scheduledAt: zDateTime.nullish(),
  userClientId: zId.optional(),
  userAssigneeId: zId.nullish(),
  companyId: zId.nullish(),
  jobStage: zJobStage.optional(),
});

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

// What the API answers for a job (for the OpenAPI document; dates are ISO strings).
export const ZJobResponse = z.object({
  id: z.uuid(),
  title: z.string(),
  userClientId: z.uuid(),
  userClientName: z.string(),
  userAssigneeId: z.uuid().nullable(),
  userAssigneeName: z.string().nullable(),
  assignedTo: z.string().nullable().describe("The assigned cleaner's name"),
  description: z.string(),
  location: z.string(),
  service: z.string(),
  jobImagePath: z.string().nullable(),
  jobStage: zJobStage,
  scheduledAt: z.iso.datetime().nullable(),
  companyId: z.uuid().nullable(),
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
