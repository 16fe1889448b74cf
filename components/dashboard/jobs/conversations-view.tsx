"use client";

import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataList } from "@/components/dashboard/ui/list/data-list";
import { useListState, type ListDefaults } from "@/components/dashboard/ui/list/use-list-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { StatusChip } from "@/components/dashboard/ui/status-chip";
import { useConversations, type Conversation } from "@/lib/client/queries/jobs";
import { useRouter } from "@/lib/i18n/navigation";
import { useFormatter } from "@/lib/i18n/use-formatter";

const DEFAULTS: ListDefaults<Record<string, never>> = { filters: {} };

// /dashboard/chat: the conversations of the jobs the user can see, the most
// recent message first, with what is unread; a row opens the job and its chat.
export function ConversationsView({ actorId }: { actorId: string }) {
  const t = useTranslations("JobChat");
  const format = useFormatter();
  const router = useRouter();
  const [state, setState] = useListState(DEFAULTS);
  const query = useConversations({ pageNumber: state.page, pageSize: state.pageSize });
  const list = {
    ...query,
    data: query.data && { ...query.data, data: query.data.data.map((row) => ({ ...row, id: row.jobId })) },
  } as typeof query;

  const columns = useMemo<GridColDef<Conversation & { id: string }>[]>(
    () => [
      {
        field: "jobTitle",
        headerName: t("job"),
        sortable: false,
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <span>
            {row.jobTitle} <StatusChip kind="jobStage" value={row.jobStage} />
          </span>
        ),
      },
      {
        field: "lastMessage",
        headerName: t("lastMessage"),
        sortable: false,
        flex: 2,
        minWidth: 260,
        renderCell: ({ row }) => {
          const sender = row.lastMessage.sender.id === actorId ? t("you") : row.lastMessage.sender.name;
          return (
            <Typography variant="body2" noWrap sx={{ fontWeight: row.unreadCount > 0 ? 600 : 400 }}>
              {row.lastMessage.deletedAt ? t("messageDeleted", { name: sender }) : `${sender}: ${row.lastMessage.text}`}
            </Typography>
          );
        },
      },
      {
        field: "when",
        headerName: t("when"),
        sortable: false,
        width: 170,
        valueGetter: (_, row) => row.lastMessage.createdAt,
        valueFormatter: (value: string) =>
          format.dateTime(new Date(value), { dateStyle: "medium", timeStyle: "short" }),
      },
      {
        field: "unreadCount",
        headerName: t("unread"),
        sortable: false,
        width: 110,
        renderCell: ({ row }) =>
          row.unreadCount > 0 ? <Chip size="small" color="primary" label={row.unreadCount} /> : null,
      },
    ],
    [t, format, actorId],
  );

  return (
    <>
      <PageHeader title={t("conversationsTitle")} />
      <DataList
        id="conversations"
        label={t("conversationsTitle")}
        columns={columns}
        query={list as never}
        state={state}
        onStateChange={setState}
        emptyText={t("conversationsEmpty")}
        phoneColumns={["jobTitle", "lastMessage", "unreadCount"]}
        onRowClick={(row) => router.push(`/dashboard/job/${row.jobId}`)}
      />
    </>
  );
}
