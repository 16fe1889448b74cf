"use client";

import AddIcon from "@mui/icons-material/Add";
import ForumIcon from "@mui/icons-material/ForumOutlined";
import TableRowsIcon from "@mui/icons-material/TableRowsOutlined";
import ViewKanbanIcon from "@mui/icons-material/ViewKanbanOutlined";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataList } from "@/components/dashboard/ui/list/data-list";
import { useListState, type ListDefaults } from "@/components/dashboard/ui/list/use-list-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { useServiceLabel } from "@/components/dashboard/ui/service-label";
import { StatusChip } from "@/components/dashboard/ui/status-chip";
import { ButtonLink } from "@/components/ui/links";
import { isStaff } from "@/lib/auth/roles";
import { useJobs, type JobItem } from "@/lib/client/queries/jobs";
import { useRouter } from "@/lib/i18n/navigation";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { JobBoard } from "./job-board";
import type { Actor } from "./job-moves";
import { JOB_FILTER_DEFAULTS, JobFilterControls, jobFilterQuery, type JobFilters } from "./job-filters";

const DEFAULTS: ListDefaults<JobFilters> = { sort: "scheduledAt", dir: "desc", filters: JOB_FILTER_DEFAULTS };

// /dashboard/job and /dashboard/job/list: the jobs the viewer may see (the
// office all, a cleaner those assigned to them, a client their own; the API
// decides), as a table or as a board by stage.
export function JobListView({ actor }: { actor: Actor }) {
  const t = useTranslations("Jobs");
  const [state, setState] = useListState(DEFAULTS);
  const isBoard = state.filters.view === "board";
  const staff = isStaff(actor.role);
  const title = actor.role === "Cleaner" ? t("myJobsTitle") : actor.role === "Client" ? t("yourJobsTitle") : t("title");
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={isBoard ? "board" : "list"}
              onChange={(_, view: string | null) =>
                view && setState({ filters: { view: view === "board" ? "board" : "" } })
              }
              aria-label={t("viewLabel")}
            >
              <ToggleButton value="list" aria-label={t("viewList")}>
                <TableRowsIcon fontSize="small" />
              </ToggleButton>
              <ToggleButton value="board" aria-label={t("viewBoard")}>
                <ViewKanbanIcon fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
            <ButtonLink href="/dashboard/chat" variant="outlined" startIcon={<ForumIcon />}>
              {t("conversations")}
            </ButtonLink>
            {actor.role !== "Cleaner" && (
              <ButtonLink href="/dashboard/job/new" variant="contained" startIcon={<AddIcon />}>
                {staff ? t("newJob") : t("requestJob")}
              </ButtonLink>
            )}
          </Stack>
        }
      />
      {isBoard ? (
        <JobBoard
          actor={actor}
          search={state.search}
          filters={state.filters}
          onSearch={(search) => setState({ search })}
          onFilters={(filters) => setState({ filters })}
        />
      ) : (
        <JobTable actor={actor} title={title} state={state} setState={setState} />
      )}
    </>
  );
}

function JobTable({
  actor,
  title,
  state,
  setState,
}: {
  actor: Actor;
  title: string;
  state: ReturnType<typeof useListState<JobFilters>>[0];
  setState: ReturnType<typeof useListState<JobFilters>>[1];
}) {
  const t = useTranslations("Jobs");
  const format = useFormatter();
  const serviceLabel = useServiceLabel();
  const router = useRouter();
  const query = useJobs({
    pageNumber: state.page,
    pageSize: state.pageSize,
    search: state.search || undefined,
    sortBy: state.sort,
    sortDir: state.dir,
    ...jobFilterQuery(state.filters),
  });
  const columns = useMemo<GridColDef<JobItem>[]>(
    () => [
      {
        field: "title",
        headerName: t("jobTitle"),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <span>
            {row.title}
            {row.unreadCount ? (
              <Chip
                size="small"
                color="primary"
                label={row.unreadCount}
                aria-label={t("unreadMessages", { count: row.unreadCount })}
                sx={{ height: 20, marginInlineStart: 1 }}
              />
            ) : null}
          </span>
        ),
      },
      {
        field: "stage",
        headerName: t("stage"),
        width: 130,
        valueGetter: (_, row) => row.jobStage,
        renderCell: ({ row }) => <StatusChip kind="jobStage" value={row.jobStage} />,
      },
      {
        field: "scheduledAt",
        headerName: t("scheduled"),
        width: 180,
        valueFormatter: (value: string | null) =>
          value ? format.dateTime(new Date(value), { dateStyle: "medium", timeStyle: "short" }) : t("notScheduled"),
      },
      { field: "userClientName", headerName: t("client"), sortable: false, width: 170 },
      {
        field: "userAssigneeName",
        headerName: t("cleaner"),
        sortable: false,
        width: 170,
        valueFormatter: (value: string | null) => value ?? t("unassigned"),
      },
      {
        field: "service",
        headerName: t("service"),
        sortable: false,
        width: 190,
        valueFormatter: (value: string) => serviceLabel(value),
      },
      { field: "location", headerName: t("location"), sortable: false, flex: 1, minWidth: 180 },
      {
        field: "createdAt",
        headerName: t("created"),
        width: 150,
        valueFormatter: (value: string) => format.dateTime(new Date(value), { dateStyle: "medium" }),
      },
    ],
    [t, format, serviceLabel],
  );
  const isFiltered =
    Boolean(state.search) || Object.entries(state.filters).some(([key, value]) => key !== "view" && value);
  return (
    <DataList
      id="jobs"
      label={title}
      columns={columns}
      query={query}
      state={state}
      onStateChange={setState}
      emptyText={isFiltered ? t("noMatches") : t("noRows")}
      phoneColumns={["title", "stage", "scheduledAt"]}
      searchLabel={t("searchLabel")}
      initialHiddenColumns={["createdAt"]}
      onRowClick={(row) => router.push(`/dashboard/job/${row.id}`)}
      filters={
        <JobFilterControls
          filters={state.filters}
          onChange={(filters) => setState({ filters })}
          isStaff={isStaff(actor.role)}
          showStage
        />
      }
    />
  );
}
