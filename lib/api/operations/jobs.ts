import { z } from "zod";
import { operation } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import {
  ZChatByJobQuery,
  ZChatMessageParams,
  ZChatMessageResponse,
  ZChatPageResponse,
  ZConversationPageResponse,
  ZCreateChatMessage,
  ZListConversations,
  ZMarkChatRead,
  ZUnreadCountResponse,
  ZUpdateChatMessage,
} from "@/lib/validation/chat";
import {
  JOB_SIGNED_MAX_BODY_BYTES,
  MAX_JOB_PHOTOS,
  ZCreateJob,
  ZCreateJobSigned,
  ZDeleteJobPhoto,
  ZEndJobSeries,
  ZEndJobSeriesResponse,
  ZJobIdQuery,
  ZJobPageResponse,
  ZJobPhotoResponse,
  ZJobResponse,
  ZListJobs,
  ZUpdateJob,
  ZUpdateJobResponse,
} from "@/lib/validation/jobs";
import { ZJobSignOffPdfQuery } from "@/lib/validation/job-documents";
import { ZJobTimelineQuery, ZJobTimelineResponse } from "@/lib/validation/job-timeline";

const JOBS = "Jobs";
const CHAT = "Chat";

// Who may call each operation; the services narrow it further to the jobs
// the caller may see (staff: all, Client: theirs, Cleaner: assigned to them).
export const jobOperations = {
  listJobs: operation({
    auth: "user",
    body: ZListJobs,
    doc: {
      method: "POST",
      path: "/job/jobs",
      summary:
        'One page of the jobs the caller may see, newest scheduled first, each with the caller\'s unreadCount of chat messages: { data, totalRecords }. Optional filters role + userId, stage, stages, search, service, clientId, assigneeId (a UUID or "none" for unassigned jobs), seriesId (the visits of a recurring series), from/to (scheduledAt in [from, to)); sortBy scheduledAt (default), createdAt, title or stage, sortDir desc (default) or asc. The filters only narrow what the caller may see',
      tag: JOBS,
      response: ZJobPageResponse,
    },
  }),
  getJob: operation({
    auth: "user",
    query: ZJobIdQuery,
    doc: {
      method: "GET",
      path: "/Job/GetJobbyId",
      summary: "One job, with the caller's unreadCount of chat messages",
      tag: JOBS,
      response: ZJobResponse,
    },
  }),
  getJobTimeline: operation({
    auth: "user",
    query: ZJobTimelineQuery,
    doc: {
      method: "GET",
      path: "/job/timeline",
      summary:
        "A job's history, oldest first: { data: [{ id, type, at, actor, data }] }. Its events (created, assigned, unassigned, scheduled, stage, signed, reopened, invoiced) merged with the clock-ins and clock-outs recorded on the job; invoiced items are shown to staff and the job's client only",
      tag: JOBS,
      response: ZJobTimelineResponse,
    },
  }),
  createJob: operation({
    auth: ["Client", ...STAFF_ROLES],
    body: ZCreateJob,
    doc: {
      method: "POST",
      path: "/job/createjob",
      summary:
        'Create a job (staff) or a job request for oneself (Client). scheduledEndAt, when given, is after scheduledAt (which it needs). Staff may send repeat { frequencyWeeks: 1, 2 or 4, until: "YYYY-MM-DD" or count: 2–104 } (exactly one of until and count; scheduledAt required): the job is then the first visit of a new series (answered with seriesId and seriesIndex 0), and the visits are made as jobs of their own at the same Dublin wall-clock time every frequencyWeeks weeks, up to eight weeks ahead (the rest later, once a day); a Client sending repeat gets 403 naming repeat',
      tag: JOBS,
      response: ZJobResponse,
    },
  }),
  updateJob: operation({
    auth: "user",
    body: ZUpdateJob,
    doc: {
      method: "PUT",
      path: "/job/updatejob",
      summary:
        'Change a job\'s fields or stage, within the caller\'s rights and the stage rules; answers the job and updatedVisits. scheduledEndAt must stay after scheduledAt (clearing scheduledAt clears it). On a visit of a series, scope "following" (staff only, else 403 naming scope) also applies the changed title, description, location, service and cleaner, and the same wall-clock shift of the time and the new duration, to every later visit of the series that has not started (New or Pending, scheduled in the future) and to the series for the visits made later; updatedVisits counts those later visits. Scope "visit" (the default) changes this visit only',
      tag: JOBS,
      response: ZUpdateJobResponse,
    },
  }),
  endJobSeries: operation({
    auth: STAFF_ROLES,
    body: ZEndJobSeries,
    doc: {
      method: "POST",
      path: "/job/endseries",
      summary:
        "End a recurring series (staff): it makes no more visits, and its visits scheduled after afterJobId's visit (after now when left out) that have not started and hold nothing (New or Pending, no sign-off, chat message, invoice, photo, rota shift or clock record) are deleted; the other visits after that point are kept. Answers { deletedVisits, keptVisits }",
      tag: JOBS,
      response: ZEndJobSeriesResponse,
    },
  }),
  createJobSigned: operation({
    auth: "user",
    body: ZCreateJobSigned,
    maxBodyBytes: JOB_SIGNED_MAX_BODY_BYTES,
    doc: {
      method: "POST",
      path: "/JobSigned/CreateJobSigned",
      summary:
        "Sign off a Pending or Incomplete job, which completes it. signatureImage is a PNG or JPEG data URL; the body may be at most 1 MiB",
      tag: JOBS,
      response: ZJobResponse,
    },
  }),
  signOffPdf: operation({
    auth: "user",
    query: ZJobSignOffPdfQuery,
    doc: {
      method: "GET",
      path: "/job/signoffpdf",
      summary:
        "The signed record of a job as a PDF, in locale en, fr, vi, cn or ar (default the caller's own language): the company, the job, service, address, client, cleaner, the visit's time, who signed and when, the notes, the signature drawing and the job's photos (PNG and JPEG embedded; GIF and WEBP listed by number). Whoever sees the job (else 404); a job not signed off yet answers 409 naming jobId. A download named signed-<title slug or job id>.pdf",
      tag: JOBS,
      responseContentType: "application/pdf",
    },
  }),
  uploadJobPhoto: operation({
    auth: "user",
    doc: {
      method: "POST",
      path: "/job/uploadphoto",
      summary: `Add a photo to a job the caller may see (fields jobId, file: PNG, JPEG, GIF or WEBP; at most ${MAX_JOB_PHOTOS} per job): the photo`,
      tag: JOBS,
      response: ZJobPhotoResponse,
      requestContentType: "multipart/form-data",
    },
  }),
  deleteJobPhoto: operation({
    auth: "user",
    body: ZDeleteJobPhoto,
    doc: {
      method: "DELETE",
      path: "/job/deletephoto",
      summary: "Remove a job's photo and its file (id in the body): the uploader, or staff",
      tag: JOBS,
      response: z.object({ ok: z.literal(true) }),
    },
  }),
  listChatMessages: operation({
    auth: "user",
    query: ZChatByJobQuery,
    doc: {
      method: "GET",
      path: "/ChatBox/GetChatBoxbyJob",
      summary:
        'The chat of a job, oldest first: { data, totalRecords }. Deleted messages keep their place with text "" and deletedAt set',
      tag: CHAT,
      response: ZChatPageResponse,
    },
  }),
  createChatMessage: operation({
    auth: "user",
    body: ZCreateChatMessage,
    doc: {
      method: "POST",
      path: "/ChatBox/CreateChatBox",
      summary: "Post a message to a job's chat",
      tag: CHAT,
      response: ZChatMessageResponse,
    },
  }),
  updateChatMessage: operation({
    auth: "user",
    params: ZChatMessageParams,
    body: ZUpdateChatMessage,
    doc: {
      method: "PUT",
      path: "/ChatBox/UpdateChatBox/{id}",
      summary: "Edit one's own message (a deleted one: 409 naming text)",
      tag: CHAT,
      response: ZChatMessageResponse,
    },
  }),
  deleteChatMessage: operation({
    auth: "user",
    params: ZChatMessageParams,
    doc: {
      method: "DELETE",
      path: "/ChatBox/DeleteChatBox/{id}",
      summary:
        'Delete one\'s own message (staff: any message, for moderation). The message stays in the chat with text "" and deletedAt set; deleting it again answers 409',
      tag: CHAT,
      response: z.object({ ok: z.literal(true) }),
    },
  }),
  markChatRead: operation({
    auth: "user",
    body: ZMarkChatRead,
    doc: {
      method: "POST",
      path: "/ChatBox/MarkRead",
      summary:
        "Mark a job's chat read up to now for the caller: the messages written until now no longer count as unread",
      tag: CHAT,
      response: z.object({ ok: z.literal(true) }),
    },
  }),
  countUnreadChat: operation({
    auth: "user",
    doc: {
      method: "GET",
      path: "/ChatBox/UnreadCount",
      summary:
        "The caller's unread chat messages over every job they may see (others' messages, not deleted, newer than their MarkRead of the job): { total }",
      tag: CHAT,
      response: ZUnreadCountResponse,
    },
  }),
  listConversations: operation({
    auth: "user",
    body: ZListConversations,
    doc: {
      method: "POST",
      path: "/ChatBox/Conversations",
      summary:
        "The chats of the jobs the caller may see that have a message, the most recent message first, each with its job's title and stage, that last message and the caller's unreadCount: { data, totalRecords }",
      tag: CHAT,
      response: ZConversationPageResponse,
    },
  }),
};
