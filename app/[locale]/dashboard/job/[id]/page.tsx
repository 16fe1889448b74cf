import { notFound } from "next/navigation";
import { JobDetailView } from "@/components/dashboard/jobs/job-detail-view";
import { CHAT_PAGE_SIZE } from "@/lib/content/chat";
import { jobInvoicesFilter } from "@/lib/content/job-page";
import { readLatest } from "@/lib/latest-page";
import { listChatMessages } from "@/lib/server/chat/list-chat-messages";
import { firstData } from "@/lib/server/first-data";
import { listInvoices } from "@/lib/server/invoices/list-invoices";
import { getJob } from "@/lib/server/jobs/get-job";
import { jobTimeline } from "@/lib/server/jobs/job-timeline";
import { requireScreen } from "@/lib/server/require-session";
import { ZListInvoices } from "@/lib/validation/invoices";

export default async function JobDetailPage({ params }: PageProps<"/[locale]/dashboard/job/[id]">) {
  const session = await requireScreen("job");
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  // The job, its history, its chat and (for the office and the client) its
  // invoices come with the page (lib/server/first-data.ts): a cleaner opens a
  // job on a phone, often on a slow connection, and nothing moves in later.
  const invoiceFilter = ZListInvoices.safeParse(jobInvoicesFilter(id));
  const [job, timeline, chat, invoices] = await Promise.all([
    firstData("the job", () => getJob({ actor: session, id })),
    firstData("the job's history", () => jobTimeline({ actor: session, jobId: id })),
    firstData("the job's chat", () =>
      readLatest(CHAT_PAGE_SIZE, (pageNumber) =>
        listChatMessages({ actor: session, query: { jobId: id, pageNumber, pageSize: CHAT_PAGE_SIZE } }),
      ),
    ),
    invoiceFilter.success && session.role !== "Cleaner"
      ? firstData("the job's invoices", () => listInvoices({ actor: session, filter: invoiceFilter.data }))
      : undefined,
  ]);
  return (
    <JobDetailView id={id} actor={{ id: session.id, role: session.role }} initial={{ job, timeline, chat, invoices }} />
  );
}
