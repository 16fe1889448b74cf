import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { unreadCountsByJob } from "@/lib/server/chat/unread";
import { findVisibleJob } from "./job-access";
import { toJobView, type JobView } from "./job-select";

export type GetJobOptions = { actor: SessionUser; id: string };

// The job with the caller's unread chat messages, as the list answers it.
export async function getJob({ actor, id }: GetJobOptions): Promise<JobView & { unreadCount: number }> {
  const job = await findVisibleJob(actor, id);
  const unread = await unreadCountsByJob(actor.id, [job.id]);
  return { ...toJobView(job), unreadCount: unread.get(job.id) ?? 0 };
}
