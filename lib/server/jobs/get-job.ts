import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { findVisibleJob } from "./job-access";
import { toJobView, type JobView } from "./job-select";

export type GetJobOptions = { actor: SessionUser; id: string };

export async function getJob({ actor, id }: GetJobOptions): Promise<JobView> {
  return toJobView(await findVisibleJob(actor, id));
}
