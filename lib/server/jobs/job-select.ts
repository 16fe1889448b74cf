import "server-only";
import type { JobStage } from "@/lib/content/statuses";
import type { Prisma } from "@/lib/generated/prisma/client";

const personSelect = { id: true, firstName: true, lastName: true } satisfies Prisma.UserSelect;

// A job's photos, oldest first, with who uploaded each.
export const jobPhotoSelect = {
  id: true,
  path: true,
  createdAt: true,
  uploadedBy: { select: personSelect },
} satisfies Prisma.JobPhotoSelect;

export type JobPhotoRow = Prisma.JobPhotoGetPayload<{ select: typeof jobPhotoSelect }>;

export const jobSelect = {
  id: true,
  title: true,
  description: true,
  location: true,
  service: true,
  jobImagePath: true,
  stage: true,
  scheduledAt: true,
  scheduledEndAt: true,
  clientId: true,
  assigneeId: true,
  companyId: true,
  seriesId: true,
  seriesIndex: true,
  createdAt: true,
  updatedAt: true,
  // The client's contact: the cleaner goes to them, the office calls them.
  client: { select: { ...personSelect, email: true, phoneNumber: true, address: true } },
  assignee: { select: personSelect },
  signature: { select: { signerName: true, signedAt: true, signatureImagePath: true, notes: true } },
  // The recurring series a visit belongs to (job-series.ts), for the detail page.
  series: { select: { id: true, frequencyWeeks: true, untilDate: true, visitCount: true, endedAt: true } },
  // One more query for a whole page of jobs (Prisma loads the relation for all rows at once).
  photos: { select: jobPhotoSelect, orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.JobSelect;

export type JobRow = Prisma.JobGetPayload<{ select: typeof jobSelect }>;

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export function toJobPhotoView(row: JobPhotoRow) {
  return {
    id: row.id,
    path: row.path,
    createdAt: row.createdAt,
    uploadedBy: { id: row.uploadedBy.id, name: fullName(row.uploadedBy) },
  };
}

export type JobPhotoView = ReturnType<typeof toJobPhotoView>;

// The job as the API answers it (spec §3): the dashboard's field names, the
// client's and cleaner's names, the sign-off once there is one, and its photos.
export function toJobView(row: JobRow) {
  const assigneeName = row.assignee ? fullName(row.assignee) : null;
  return {
    id: row.id,
    title: row.title,
    userClientId: row.clientId,
    userClientName: fullName(row.client),
    clientContact: { email: row.client.email, phoneNumber: row.client.phoneNumber, address: row.client.address },
    userAssigneeId: row.assigneeId,
    userAssigneeName: assigneeName,
    assignedTo: assigneeName,
    description: row.description,
    location: row.location,
    service: row.service,
    jobImagePath: row.jobImagePath,
    jobStage: row.stage as JobStage,
    scheduledAt: row.scheduledAt,
    scheduledEndAt: row.scheduledEndAt,
    companyId: row.companyId,
    seriesId: row.seriesId,
    seriesIndex: row.seriesIndex,
    series: row.series,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    signature: row.signature,
    photos: row.photos.map(toJobPhotoView),
  };
}

// The job as the API answers it. The job list and GetJobbyId add the caller's
// unread chat messages (unreadCount, from lib/server/chat/unread.ts); the
// other answers (create, update, sign-off) leave it out.
export type JobView = ReturnType<typeof toJobView> & { unreadCount?: number };
