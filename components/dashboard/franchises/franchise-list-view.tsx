"use client";

import Typography from "@mui/material/Typography";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DetailRows, DetailSection } from "@/components/dashboard/ui/detail";
import { DetailPanel } from "@/components/dashboard/ui/detail-panel";
import { ExportButton } from "@/components/dashboard/ui/export-button";
import { DataList } from "@/components/dashboard/ui/list/data-list";
import { FilterSelect } from "@/components/dashboard/ui/list/filter-select";
import { useListState, type ListDefaults } from "@/components/dashboard/ui/list/use-list-state";
import { usePreloadForms } from "@/components/dashboard/ui/lazy-form";
import { NoteForm, NotesSection } from "@/components/dashboard/ui/notes-section";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { StatusChip, useStatusLabel } from "@/components/dashboard/ui/status-chip";
import { useAction } from "@/components/dashboard/ui/use-action";
import { TextLink } from "@/components/ui/links";
import {
  exportFranchiseRequests,
  useAddFranchiseNote,
  useFranchiseRequest,
  useFranchiseRequests,
  useUpdateFranchiseStatus,
  type FranchiseItem,
  type FranchiseStatus,
} from "@/lib/client/queries/franchises";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { PHONE_COLUMN_WIDTH, renderPhoneCell } from "@/components/dashboard/ui/list/phone-cell";

// Franchise requests are new, contacted or closed: they become contracts outside the product.
const STATUSES = ["new", "contacted", "closed"] as const;

const DEFAULTS: ListDefaults<{ status: string; open: string }> = {
  sort: "createdAt",
  dir: "desc",
  filters: { status: "", open: "" },
};

// /dashboard/franchise/list: requests for the franchise information pack.
export function FranchiseListView() {
  const t = useTranslations("Franchises");
  const common = useTranslations("Common");
  const format = useFormatter();
  const statusLabel = useStatusLabel("leadStatus");
  const [state, setState] = useListState(DEFAULTS);
  const filter = {
    search: state.search || undefined,
    status: (state.filters.status || undefined) as FranchiseStatus | undefined,
  };
  const query = useFranchiseRequests({
    ...filter,
    pageNumber: state.page,
    pageSize: state.pageSize,
    sortBy: state.sort,
    sortDir: state.dir,
  });
  const columns = useMemo<GridColDef<FranchiseItem>[]>(
    () => [
      {
        field: "createdAt",
        headerName: t("received"),
        width: 130,
        valueFormatter: (value: string) =>
          format.dateTime(new Date(value), { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }),
      },
      {
        field: "lastName",
        headerName: t("name"),
        flex: 1,
        minWidth: 170,
        valueGetter: (_, row) => `${row.firstName} ${row.lastName}`,
      },
      {
        field: "status",
        headerName: t("status"),
        width: 120,
        renderCell: ({ row }) => <StatusChip kind="leadStatus" value={row.status} />,
      },
      { field: "email", headerName: t("email"), flex: 1, minWidth: 190, sortable: false },
      {
        field: "phone",
        headerName: t("phone"),
        width: PHONE_COLUMN_WIDTH,
        sortable: false,
        renderCell: renderPhoneCell,
      },
      { field: "postCode", headerName: t("postCode"), width: 100, sortable: false },
      { field: "noteCount", headerName: common("notes"), width: 80, type: "number", sortable: false },
    ],
    [t, common, format],
  );

  return (
    <>
      <PageHeader title={t("listTitle")} actions={<ExportButton onExport={() => exportFranchiseRequests(filter)} />} />
      <DataList
        id="franchise-requests"
        label={t("listTitle")}
        columns={columns}
        query={query}
        state={state}
        onStateChange={setState}
        emptyText={state.search || state.filters.status ? t("noMatches") : t("noRows")}
        phoneColumns={["createdAt", "lastName", "status"]}
        searchLabel={t("searchLabel")}
        onRowClick={(row) => setState({ filters: { open: row.id }, page: state.page })}
        filters={
          <FilterSelect
            hasAll
            label={t("status")}
            value={state.filters.status as FranchiseStatus | ""}
            options={STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
            onChange={(status) => setState({ filters: { status } })}
          />
        }
      />
      <FranchiseDetailPanel
        id={state.filters.open || null}
        onClose={() => setState({ filters: { open: "" }, page: state.page })}
      />
    </>
  );
}

function FranchiseDetailPanel({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useTranslations("Franchises");
  const format = useFormatter();
  const run = useAction();
  const statusLabel = useStatusLabel("leadStatus");
  const query = useFranchiseRequest(id);
  const updateStatus = useUpdateFranchiseStatus();
  const addNote = useAddFranchiseNote();
  usePreloadForms([NoteForm]);
  const request = query.data;
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  const onStatus = (status: (typeof STATUSES)[number]) =>
    run(() => updateStatus.mutateAsync({ id: id!, status }), t("statusChanged", { status: statusLabel(status) }));

  return (
    <DetailPanel
      open={Boolean(id)}
      onClose={onClose}
      title={request ? `${request.firstName} ${request.lastName}` : t("title")}
      status={request && <StatusChip kind="leadStatus" value={request.status} />}
      isLoading={query.isFetching}
      isError={query.isError}
      onRetry={() => query.refetch()}
      actions={
        request && (
          <FilterSelect
            label={t("status")}
            value={request.status as (typeof STATUSES)[number]}
            options={STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
            onChange={(status) => status && void onStatus(status)}
            disabled={updateStatus.isPending}
          />
        )
      }
    >
      {request && (
        <>
          <DetailSection title={t("contact")}>
            <DetailRows
              rows={[
                [
                  t("email"),
                  <TextLink key="email" href={`mailto:${request.email}`}>
                    {request.email}
                  </TextLink>,
                ],
                [
                  t("phone"),
                  <bdi key="phone" dir="ltr">
                    {request.phone}
                  </bdi>,
                ],
                [t("address"), request.address],
                [t("postCode"), request.postCode],
                [t("received"), when(request.createdAt)],
                [
                  t("status"),
                  request.statusChangedAt
                    ? t("statusBy", {
                        status: statusLabel(request.status),
                        name: request.statusChangedBy?.name ?? "—",
                        date: when(request.statusChangedAt),
                      })
                    : statusLabel(request.status),
                ],
              ]}
            />
          </DetailSection>
          <DetailSection title={t("message")}>
            <Typography variant="body2" sx={{ whiteSpace: "pre-line" }}>
              {request.messageDescription}
            </Typography>
          </DetailSection>
          <NotesSection
            key={request.id}
            draftKey={`note:franchise:${request.id}`}
            notes={request.notes}
            onAdd={(text) => addNote.mutateAsync({ id: request.id, text })}
          />
        </>
      )}
    </DetailPanel>
  );
}
