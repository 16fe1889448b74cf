"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { DetailSection } from "@/components/dashboard/ui/detail";
import { HistoryList } from "@/components/dashboard/ui/history-list";
import { useStatusLabel } from "@/components/dashboard/ui/status-chip";
import { apiFetch } from "@/lib/client/api-client";
import { jobKeys } from "@/lib/client/queries/jobs";
import type { Jsonify } from "@/lib/client/json";
import type { TimelineItem as JobTimelineItem } from "@/lib/server/jobs/job-timeline";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { JOB_TIMELINE_TYPES } from "@/lib/content/history";

export type TimelineItem = Jsonify<JobTimelineItem>;

const KNOWN = new Set<string>(JOB_TIMELINE_TYPES);

function useJobTimeline(jobId: string, initial?: TimelineItem[]) {
  return useQuery({
    queryKey: [...jobKeys.detail(jobId), "timeline"],
    queryFn: ({ signal }) => apiFetch<{ data: TimelineItem[] }>("/api/job/timeline", { query: { jobId }, signal }),
    initialData: initial && { data: initial },
  });
}

// What happened to the job, oldest first: created, assigned, scheduled, each
// stage change, the cleaner's clock-in and out, signed, invoiced; who and when.
export function JobTimeline({ jobId, initial }: { jobId: string; initial?: TimelineItem[] }) {
  const t = useTranslations("JobTimeline");
  const format = useFormatter();
  const stageLabel = useStatusLabel("jobStage");
  const query = useJobTimeline(jobId, initial);
  const items = (query.data?.data ?? []).filter((item) => KNOWN.has(item.type));
  if (items.length === 0) return null;

  const describe = (item: TimelineItem): string => {
    const data = item.data ?? {};
    const when = (value: unknown) =>
      typeof value === "string" ? format.dateTime(new Date(value), { dateStyle: "medium", timeStyle: "short" }) : "—";
    switch (item.type) {
      case "assigned":
        return t("assigned", { name: String(data.assigneeName ?? "—") });
      case "scheduled":
        return data.previousScheduledAt
          ? t("moved", { from: when(data.previousScheduledAt), to: when(data.scheduledAt) })
          : t("scheduled", { date: when(data.scheduledAt) });
      case "stage":
        return t("stage", { from: stageLabel(Number(data.from)), to: stageLabel(Number(data.to)) });
      case "invoiced":
        return t("invoiced", { number: String(data.invoiceNumber ?? "") });
      case "signed":
        return data.signerName ? t("signedBy", { name: String(data.signerName) }) : t("signed");
      default:
        return t(item.type as "created");
    }
  };

  return (
    <DetailSection title={t("title")}>
      <HistoryList entries={items.map((item) => ({ ...item, text: describe(item) }))} />
    </DetailSection>
  );
}
