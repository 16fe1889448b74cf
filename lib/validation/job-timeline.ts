import { z } from "zod";
import { JOB_TIMELINE_TYPES } from "@/lib/content/history";
import { zId } from "./fields";
import { zHistoryItem } from "./history";

// GET /api/job/timeline?jobId=
export const ZJobTimelineQuery = z.object({ jobId: zId });

export type TJobTimelineQuery = z.infer<typeof ZJobTimelineQuery>;

// One entry of a job's timeline, as the API answers it (for the OpenAPI document).
export const ZJobTimelineItem = zHistoryItem(JOB_TIMELINE_TYPES, {
  id: "The event's id; for items read from other rows, <type>:<row id>",
  actor: "Who made the change (who clocked, for clockIn/clockOut); null when unknown or deleted",
  data: "The details of the type: stage/reopened { from, to }; assigned { assigneeId, assigneeName, previousAssigneeId?, previousAssigneeName? }; unassigned { assigneeId, assigneeName }; scheduled { scheduledAt, previousScheduledAt }; signed { signerName, notes, from?, to? }; invoiced { invoiceId, invoiceNumber }; created { stage } (null for jobs older than the timeline); clockIn { clockRecordId }; clockOut { clockRecordId, minutes }",
});

export const ZJobTimelineResponse = z.object({ data: z.array(ZJobTimelineItem) });
