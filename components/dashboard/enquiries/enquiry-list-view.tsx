"use client";

import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { lazyForm, useOpenedOnce, usePreloadForms } from "@/components/dashboard/ui/lazy-form";
import { DataList } from "@/components/dashboard/ui/list/data-list";
import { FilterSelect } from "@/components/dashboard/ui/list/filter-select";
import { PHONE_COLUMN_WIDTH, renderPhoneCell } from "@/components/dashboard/ui/list/phone-cell";
import { useListState, type ListDefaults } from "@/components/dashboard/ui/list/use-list-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { ServiceChips } from "@/components/dashboard/ui/service-chips";
import { StatusChip, useStatusOptions } from "@/components/dashboard/ui/status-chip";
import { useEnquiries, type EnquiryListItem } from "@/lib/client/queries/enquiries";
import { useFormatter } from "@/lib/i18n/use-formatter";
import type { TLeadStatus } from "@/lib/validation/enquiry-office";
import { EnquiryDetailPanel } from "./enquiry-detail-panel";

const NewEnquiryDialog = lazyForm(() => import("./new-enquiry-dialog").then((module) => module.NewEnquiryDialog), {
  dialog: true,
});

// The list's state in the address: ?status=new&search=murphy&open=<id>
const DEFAULTS: ListDefaults<{ status: string; open: string }> = {
  sort: "createdAt",
  dir: "desc",
  filters: { status: "", open: "" },
};

// /dashboard/enquiry/list: the office's callback and quotation requests,
// newest first; a row opens the enquiry beside the list.
export function EnquiryListView() {
  const t = useTranslations("Enquiries");
  const common = useTranslations("Common");
  const format = useFormatter();
  const [state, setState] = useListState(DEFAULTS);
  const [isCreating, setIsCreating] = useState(false);
  const hasNewDialog = useOpenedOnce(isCreating);
  usePreloadForms([NewEnquiryDialog]);
  const statusOptions = useStatusOptions("leadStatus");
  const query = useEnquiries({
    pageNumber: state.page,
    pageSize: state.pageSize,
    search: state.search || undefined,
    status: (state.filters.status || undefined) as TLeadStatus | undefined,
    sortBy: state.sort as "createdAt" | undefined,
    sortDir: state.dir,
  });

  const columns = useMemo<GridColDef<EnquiryListItem>[]>(
    () => [
      {
        field: "createdAt",
        headerName: t("received"),
        width: 130,
        valueFormatter: (value: string) =>
          format.dateTime(new Date(value), { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }),
      },
      {
        field: "displayName",
        headerName: t("name"),
        sortable: false,
        flex: 1,
        minWidth: 170,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap", py: 1 }}>
            <span>{row.displayName}</span>
            {row.fromSameAddress > 1 && (
              <Tooltip title={t("repeatHint", { count: row.fromSameAddress })}>
                <Chip size="small" label={t("repeat", { count: row.fromSameAddress })} variant="outlined" />
              </Tooltip>
            )}
          </Stack>
        ),
      },
      {
        field: "status",
        headerName: t("status"),
        width: 120,
        renderCell: ({ row }) => <StatusChip kind="leadStatus" value={row.status} />,
      },
      {
        field: "services",
        headerName: t("services"),
        sortable: false,
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => <ServiceChips services={row.services} />,
      },
      { field: "email", headerName: t("email"), flex: 1, minWidth: 190 },
      {
        field: "phone",
        headerName: t("phone"),
        sortable: false,
        width: PHONE_COLUMN_WIDTH,
        renderCell: renderPhoneCell,
      },
      { field: "postCode", headerName: t("postCode"), sortable: false, width: 100 },
      { field: "noteCount", headerName: common("notes"), sortable: false, width: 80, type: "number" },
    ],
    [t, common, format],
  );

  return (
    <>
      <PageHeader
        title={t("listTitle")}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
            {t("newEnquiry")}
          </Button>
        }
      />
      <DataList
        id="enquiries"
        label={t("listTitle")}
        columns={columns}
        query={query}
        state={state}
        onStateChange={setState}
        emptyText={state.search || state.filters.status ? t("noMatches") : t("noRows")}
        phoneColumns={["createdAt", "displayName", "status"]}
        searchLabel={t("searchLabel")}
        onRowClick={(row) => setState({ filters: { open: row.id }, page: state.page })}
        initialHiddenColumns={["noteCount"]}
        filters={
          <FilterSelect
            hasAll
            label={t("status")}
            value={state.filters.status}
            options={statusOptions}
            onChange={(status) => setState({ filters: { status: String(status) } })}
          />
        }
      />
      <EnquiryDetailPanel
        id={state.filters.open || null}
        onOpen={(id) => setState({ filters: { open: id }, page: state.page })}
        onClose={() => setState({ filters: { open: "" }, page: state.page })}
      />
      {hasNewDialog && (
        <NewEnquiryDialog
          open={isCreating}
          onClose={() => setIsCreating(false)}
          onCreated={(id) => {
            setIsCreating(false);
            setState({ filters: { open: id }, page: 1 });
          }}
        />
      )}
    </>
  );
}
