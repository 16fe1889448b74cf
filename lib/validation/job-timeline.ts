import { z } from "zod";
import { zId } from "./fields";
import { zHistoryItem } from "./history";

// GET /api/job/timeline?jobId=
export const ZJobTimelineQuery = z.object({ jobId: zId });

export type TJobTimelineQuery = z.infer<typeof ZJobTimelineQuery>;

// The events stored with a job (JobEvent.type), in the order the timeline
// lists the events of one change (they share one instant).
export const JOB_EVENT_TYPES = [
  "created",
  "assigned",
  "unassigned",
  "scheduled",
  "stage",
  "signed",
  "reopened",
  "invoiced",
] as const;

export type JobEventType = (typeof JOB_EVENT_TYPES)[number];

// What the timeline lists: the events, and the clock-ins and outs on the job.
export const JOB_TIMELINE_TYPES = [...JOB_EVENT_TYPES, "clockIn", "clockOut"] as const;

export type JobTimelineType = (typeof JOB_TIMELINE_TYPES)[number];

// One entry of a job's timeline, as the API answers it (for the OpenAPI document).
export const ZJobTimelineItem = zHistoryItem(JOB_TIMELINE_TYPES, {
  id: "The event's id; for items read from other rows, <type>:<row id>",
  actor: "Who made the change (who clocked, for clockIn/clockOut); null when unknown or deleted",
  data: "The details of the type: stage/reopened { from, to }; assigned { assigneeId, assigneeName, previousAssigneeId?, previousAssigneeName? }; unassigned { assigneeId, assigneeName }; scheduled { scheduledAt, previousScheduledAt }; signed { signerName, notes, from?, to? }; invoiced { invoiceId, invoiceNumber }; created { stage } (null for jobs older than the timeline); clockIn { clockRecordId }; clockOut { clockRecordId, minutes }",
});

export const ZJobTimelineResponse = z.object({ data: z.array(ZJobTimelineItem) });
