"use client";

import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { UserPicker } from "@/components/dashboard/users/user-picker";
import { ExportButton } from "@/components/dashboard/ui/export-button";
import { DataList } from "@/components/dashboard/ui/list/data-list";
import { useListState, type ListDefaults } from "@/components/dashboard/ui/list/use-list-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { StatusChip, useStatusLabel } from "@/components/dashboard/ui/status-chip";
import { ButtonLink } from "@/components/ui/links";
import { exportInvoices, useInvoices, useInvoiceSummary, type InvoiceItem } from "@/lib/client/queries/invoices";
import { STATUSES, isUnpaid, type InvoiceStatus } from "@/lib/content/statuses";
import { useRouter } from "@/lib/i18n/navigation";
import { TIME_ZONE } from "@/lib/i18n/locales";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { useEuro } from "./money";

type Filters = { status: string; clientId: string; from: string; to: string };
const DEFAULTS: ListDefaults<Filters> = {
  sort: "createdAt",
  dir: "desc",
  filters: { status: "", clientId: "", from: "", to: "" },
};
const STATUS_VALUES = STATUSES.invoiceStatus.map((status) => status.value) as InvoiceStatus[];

// /dashboard/invoice and /dashboard/invoice/list: tabs by status with their
// counts and totals, filters by client and issue date, search by number or
// client; a row opens the invoice. "Export CSV" downloads what the list
// shows, every page, for the accountant.
export function InvoiceListView() {
  const t = useTranslations("Invoices");
  const format = useFormatter();
  const euro = useEuro();
  const statusLabel = useStatusLabel("invoiceStatus");
  const router = useRouter();
  const [state, setState] = useListState(DEFAULTS);
  const filter = {
    search: state.search || undefined,
    clientId: state.filters.clientId || undefined,
    from: state.filters.from || undefined,
    to: state.filters.to || undefined,
  };
  const status = state.filters.status === "" ? undefined : (Number(state.filters.status) as InvoiceStatus);
  const query = useInvoices({
    ...filter,
    status,
    pageNumber: state.page,
    pageSize: state.pageSize,
    sortBy: state.sort,
    sortDir: state.dir,
  });
  const summary = useInvoiceSummary(filter);
  const count = (value: InvoiceStatus | "all") =>
    value === "all" ? summary.data?.all : summary.data?.byStatus.find((entry) => entry.status === value);

  const columns = useMemo<GridColDef<InvoiceItem>[]>(
    () => [
      { field: "invoiceNumber", headerName: t("number"), width: 150 },
      {
        field: "client",
        headerName: t("client"),
        sortable: false,
        flex: 1,
        minWidth: 180,
        valueGetter: (_, row) => (row.company ? `${row.client.name} · ${row.company.name}` : row.client.name),
      },
      {
        field: "status",
        headerName: t("status"),
        sortable: false,
        width: 130,
        renderCell: ({ row }) => <StatusChip kind="invoiceStatus" value={row.status} />,
      },
      {
        field: "issueDate",
        headerName: t("issueDate"),
        width: 140,
        valueFormatter: (value: string) => format.dateTime(new Date(value), { dateStyle: "medium", timeZone: "UTC" }),
      },
      {
        field: "dueDate",
        headerName: t("dueDate"),
        width: 140,
        valueFormatter: (value: string) => format.dateTime(new Date(value), { dateStyle: "medium", timeZone: "UTC" }),
      },
      {
        field: "totalCents",
        headerName: t("total"),
        width: 140,
        align: "right",
        headerAlign: "right",
        valueFormatter: (value: number) => euro(value),
      },
      {
        // Which overdue invoices were chased, and when last.
        field: "remindedAt",
        headerName: t("lastReminder"),
        sortable: false,
        width: 170,
        valueFormatter: (value: string | null, row) =>
          value
            ? t("remindedCell", {
                date: format.dateTime(new Date(value), { dateStyle: "medium", timeZone: TIME_ZONE }),
                count: row.reminderCount,
              })
            : "",
      },
      {
        // When the next automatic reminder goes (auto-reminders.ts), or that the office turned them off.
        field: "nextReminderOn",
        headerName: t("nextReminder"),
        sortable: false,
        width: 150,
        valueFormatter: (value: string | null, row) =>
          value
            ? format.dateTime(new Date(value), { dateStyle: "medium", timeZone: "UTC" })
            : !row.autoRemind && isUnpaid(row.status)
              ? t("autoRemindOffCell")
              : "",
      },
      {
        field: "createdAt",
        headerName: t("created"),
        width: 150,
        valueFormatter: (value: string) => format.dateTime(new Date(value), { dateStyle: "medium" }),
      },
    ],
    [t, format, euro],
  );

  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <>
            <ExportButton
              onExport={() => exportInvoices({ ...filter, status, sortBy: state.sort, sortDir: state.dir })}
            />
            <ButtonLink href="/dashboard/invoice/new" variant="contained" startIcon={<AddIcon />}>
              {t("newInvoice")}
            </ButtonLink>
          </>
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 2 }}>
        <Tabs
          value={state.filters.status}
          onChange={(_, value: string) => setState({ filters: { status: value } })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t("tabsLabel")}
        >
          {(["all", ...STATUS_VALUES] as const).map((value) => {
            const entry = count(value);
            return (
              <Tab
                key={value}
                value={value === "all" ? "" : String(value)}
                label={
                  <Stack sx={{ alignItems: "center" }}>
                    <span>{value === "all" ? t("all") : statusLabel(value)}</span>
                    <Box component="span" sx={{ typography: "caption", color: "text.secondary" }}>
                      {entry ? t("tabFigure", { count: entry.count, total: euro(entry.totalCents) }) : "…"}
                    </Box>
                  </Stack>
                }
              />
            );
          })}
        </Tabs>
      </Box>
      <DataList
        id="invoices"
        label={t("title")}
        columns={columns}
        query={query}
        state={state}
        onStateChange={setState}
        emptyText={state.search || state.filters.clientId || state.filters.from ? t("noMatches") : t("noRows")}
        phoneColumns={["client", "status", "totalCents"]}
        searchLabel={t("searchLabel")}
        initialHiddenColumns={["createdAt"]}
        onRowClick={(row) => router.push(`/dashboard/invoice/${row.id}`)}
        filters={
          <>
            <UserPicker
              role="Client"
              label={t("client")}
              size="small"
              value={state.filters.clientId || null}
              onChange={(clientId) => setState({ filters: { clientId: clientId ?? "" } })}
              sx={{ minWidth: 220 }}
            />
            <TextField
              type="date"
              size="small"
              fullWidth={false}
              sx={{ width: 180 }}
              label={t("issuedFrom")}
              value={state.filters.from}
              onChange={(event) => setState({ filters: { from: event.target.value } })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr" } }}
            />
            <TextField
              type="date"
              size="small"
              fullWidth={false}
              sx={{ width: 180 }}
              label={t("issuedTo")}
              value={state.filters.to}
              onChange={(event) => setState({ filters: { to: event.target.value } })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr" } }}
            />
          </>
        }
      />
    </>
  );
}
