import { notFound } from "next/navigation";
import { JobDetailView } from "@/components/dashboard/jobs/job-detail-view";
import { CHAT_PAGE_SIZE } from "@/lib/content/chat";
import { readLatest } from "@/lib/latest-page";
import { listChatMessages } from "@/lib/server/chat/list-chat-messages";
import { firstData } from "@/lib/server/first-data";
import { getJob } from "@/lib/server/jobs/get-job";
import { jobTimeline } from "@/lib/server/jobs/job-timeline";
import { requireScreen } from "@/lib/server/require-session";

export default async function JobDetailPage({ params }: PageProps<"/[locale]/dashboard/job/[id]">) {
  const session = await requireScreen("job");
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  // The job, its history and its chat come with the page (lib/server/first-data.ts):
  // a cleaner opens a job on a phone, often on a slow connection.
  const [job, timeline, chat] = await Promise.all([
    firstData("the job", () => getJob({ actor: session, id })),
    firstData("the job's history", () => jobTimeline({ actor: session, jobId: id })),
    firstData("the job's chat", () =>
      readLatest(CHAT_PAGE_SIZE, (pageNumber) =>
        listChatMessages({ actor: session, query: { jobId: id, pageNumber, pageSize: CHAT_PAGE_SIZE } }),
      ),
    ),
  ]);
  return <JobDetailView id={id} actor={{ id: session.id, role: session.role }} initial={{ job, timeline, chat }} />;
}
