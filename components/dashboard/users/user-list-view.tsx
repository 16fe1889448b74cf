"use client";

import AddIcon from "@mui/icons-material/PersonAdd";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { GridColDef, GridRowId } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { CompanyPicker } from "@/components/dashboard/companies/company-picker";
import { useToast } from "@/components/dashboard/shell/toasts";
import { useAction } from "@/components/dashboard/ui/use-action";
import { ConfirmDialog } from "@/components/dashboard/ui/confirm-dialog";
import { ExportButton } from "@/components/dashboard/ui/export-button";
import { DataList } from "@/components/dashboard/ui/list/data-list";
import { FilterSelect } from "@/components/dashboard/ui/list/filter-select";
import { useListState, type ListDefaults } from "@/components/dashboard/ui/list/use-list-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { StatusChip, useStatusOptions } from "@/components/dashboard/ui/status-chip";
import { ButtonLink } from "@/components/ui/links";
import { ROLES, type Role } from "@/lib/auth/roles";
import { exportUsers, useSetUserStatus, useUsers, type UserItem } from "@/lib/client/queries/users";
import { useRouter } from "@/lib/i18n/navigation";
import type { TUserStatus } from "@/lib/validation/users";
import { PHONE_COLUMN_WIDTH, renderPhoneCell } from "@/components/dashboard/ui/list/phone-cell";

const DEFAULTS: ListDefaults<{ role: string; status: string; companyId: string }> = {
  sort: "lastName",
  dir: "asc",
  filters: { role: "", status: "", companyId: "" },
};

type Bulk = { ids: GridRowId[]; status: Extract<TUserStatus, "active" | "banned">; done: () => void };

// /dashboard/user/all, /clients and /cleaners: one list, the last two with
// the role fixed. Search by name, e-mail or phone; filters by role, status
// and company; activate or ban the selected users; the CSV of the filter.
export function UserListView({ fixedRole }: { fixedRole?: Extract<Role, "Client" | "Cleaner"> }) {
  const t = useTranslations("Users");
  const roles = useTranslations("Dashboard.roles");
  const notify = useToast();
  const run = useAction();
  const router = useRouter();
  const [state, setState] = useListState(DEFAULTS);
  const [bulk, setBulk] = useState<Bulk | null>(null);
  const setStatus = useSetUserStatus();
  const statusOptions = useStatusOptions("userStatus");
  const filter = {
    search: state.search || undefined,
    role: fixedRole ?? ((state.filters.role || undefined) as Role | undefined),
    status: (state.filters.status || undefined) as TUserStatus | undefined,
    companyId: state.filters.companyId || undefined,
  };
  const query = useUsers({
    ...filter,
    pageNumber: state.page,
    pageSize: state.pageSize,
    sortBy: state.sort,
    sortDir: state.dir,
  });
  const title =
    fixedRole === "Client" ? t("clientsTitle") : fixedRole === "Cleaner" ? t("cleanersTitle") : t("allTitle");

  const columns = useMemo<GridColDef<UserItem>[]>(
    () => [
      {
        field: "lastName",
        headerName: t("name"),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
            <Avatar src={row.profilePhotoPath ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
              {row.firstName[0]}
            </Avatar>
            <span>{`${row.firstName} ${row.lastName}`}</span>
          </Stack>
        ),
      },
      // Next to the name: who waits for activation, who is banned, at a glance.
      {
        field: "status",
        headerName: t("status"),
        width: 120,
        renderCell: ({ row }) => <StatusChip kind="userStatus" value={row.status} />,
      },
      {
        field: "email",
        headerName: t("email"),
        flex: 1,
        minWidth: 200,
        // A registration not yet confirmed by its address's owner: approving it
        // will not keep its password (the owner is asked to choose one).
        renderCell: ({ row }) =>
          row.status === "pending" && !row.emailConfirmedAt ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", height: "100%", minWidth: 0 }}>
              <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>{row.email}</span>
              <Chip size="small" variant="outlined" label={t("emailUnconfirmed")} />
            </Stack>
          ) : (
            row.email
          ),
      },
      {
        field: "phoneNumber",
        headerName: t("phone"),
        sortable: false,
        width: PHONE_COLUMN_WIDTH,
        renderCell: renderPhoneCell,
      },
      { field: "role", headerName: t("role"), width: 160, valueFormatter: (value: Role) => roles(value) },
      {
        field: "company",
        headerName: t("company"),
        sortable: false,
        width: 180,
        valueGetter: (_, row) => row.company?.name ?? "—",
      },
    ],
    [t, roles],
  );

  async function onBulk() {
    if (!bulk) return;
    const done = await run(async () => {
      const { updated } = await setStatus.mutateAsync({ ids: bulk.ids.map(String), status: bulk.status });
      notify(t(bulk.status === "active" ? "activated" : "banned", { count: updated }), "success");
      return updated;
    });
    if (done === undefined) return; // failed: the dialog stays, the toast says why
    bulk.done();
    setBulk(null);
  }

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <ExportButton onExport={() => exportUsers(filter)} />
            <ButtonLink
              href={fixedRole ? `/dashboard/user/new?role=${fixedRole}` : "/dashboard/user/new"}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t("newUser")}
            </ButtonLink>
          </>
        }
      />
      <DataList
        id={`users-${fixedRole ?? "all"}`}
        label={title}
        columns={columns}
        query={query}
        state={state}
        onStateChange={setState}
        emptyText={state.search || state.filters.status || state.filters.companyId ? t("noMatches") : t("noRows")}
        phoneColumns={["lastName", "status"]}
        searchLabel={t("searchLabel")}
        onRowClick={(row) => router.push(`/dashboard/user/${row.id}/edit`)}
        bulkActions={(ids, done) => (
          <>
            <Button
              size="small"
              variant="contained"
              color="success"
              onClick={() => setBulk({ ids, status: "active", done })}
            >
              {t("activate")}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => setBulk({ ids, status: "banned", done })}
            >
              {t("ban")}
            </Button>
          </>
        )}
        filters={
          <>
            {!fixedRole && (
              <FilterSelect
                hasAll
                label={t("role")}
                value={state.filters.role as Role | ""}
                options={ROLES.map((role) => ({ value: role, label: roles(role) }))}
                onChange={(role) => setState({ filters: { role } })}
                minWidth={180}
              />
            )}
            <FilterSelect
              hasAll
              label={t("status")}
              value={state.filters.status as TUserStatus | ""}
              options={statusOptions}
              onChange={(status) => setState({ filters: { status } })}
            />
            {fixedRole !== "Cleaner" && (
              <CompanyPicker
                label={t("company")}
                size="small"
                value={state.filters.companyId || null}
                onChange={(companyId) => setState({ filters: { companyId: companyId ?? "" } })}
                sx={{ minWidth: 240 }}
              />
            )}
          </>
        }
      />
      <ConfirmDialog
        open={bulk !== null}
        title={bulk?.status === "active" ? t("activateTitle") : t("banTitle")}
        text={
          bulk?.status === "active"
            ? `${t("activateText", { count: bulk.ids.length })} ${t("activateUnconfirmed")}`
            : t("banText", { count: bulk?.ids.length ?? 0 })
        }
        confirmLabel={bulk?.status === "active" ? t("activate") : t("ban")}
        isDestructive={bulk?.status === "banned"}
        isBusy={setStatus.isPending}
        onConfirm={() => void onBulk()}
        onClose={() => setBulk(null)}
      />
    </>
  );
}
