"use client";

import Alert from "@mui/material/Alert";
import MoreTimeIcon from "@mui/icons-material/MoreTime";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import type { GridColDef } from "@mui/x-data-grid";
import { useId, useMemo, useState } from "react";
import { DetailRows, DetailSection } from "@/components/dashboard/ui/detail";
import { DetailPanel } from "@/components/dashboard/ui/detail-panel";
import { DataList } from "@/components/dashboard/ui/list/data-list";
import { FilterSelect } from "@/components/dashboard/ui/list/filter-select";
import { useListState, type ListDefaults } from "@/components/dashboard/ui/list/use-list-state";
import { StatusChip, useStatusOptions } from "@/components/dashboard/ui/status-chip";
import { useAction } from "@/components/dashboard/ui/use-action";
import { usePreloadForms } from "@/components/dashboard/ui/lazy-form";
import { UserPicker } from "@/components/dashboard/users/user-picker";
import {
  useAddClockRecord,
  useClockRequests,
  useDecideClockCorrection,
  useRequestClockCorrection,
  useWithdrawClockCorrection,
  type ClockRecordDetail,
  type ClockRequestItem,
} from "@/lib/client/queries/clocking";
import { TIME_ZONE } from "@/lib/i18n/locales";
import { useFormatter } from "@/lib/i18n/use-formatter";
import type { ClockRequestStatus } from "@/lib/validation/clocking";
import { ClockRecordPanel } from "./clock-record-panel";
import { ClockTimesForm, DeclineForm } from "./lazy-forms";

// A clock record's correction requests, in its panel: the cleaner asks for
// the times as they should have been (and may withdraw a waiting request);
// the office approves or declines, with a note the cleaner is e-mailed.

export function useClockTime() {
  const format = useFormatter();
  return (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });
}

export function ClockRequests({
  record,
  canRequest,
  canDecide,
}: {
  record: ClockRecordDetail;
  canRequest: boolean;
  canDecide: boolean;
}) {
  const t = useTranslations("ClockRequests");
  const waiting = record.requests.find((request) => request.status === "pending");
  return (
    <>
      {record.requests.length > 0 && (
        <DetailSection title={t("title")}>
          <Stack spacing={1.5}>
            {record.requests.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                canWithdraw={canRequest}
                canDecide={canDecide}
                // A locked record changes no more: the office may only decline.
                canApprove={!record.locked}
              />
            ))}
          </Stack>
        </DetailSection>
      )}
      {canRequest &&
        !waiting &&
        (record.locked ? null : (
          <DetailSection title={t("ask")}>
            <RequestForm key={record.updatedAt} record={record} />
          </DetailSection>
        ))}
    </>
  );
}

function RequestCard({
  request,
  canWithdraw,
  canDecide,
  canApprove = true,
}: {
  request: ClockRequestItem;
  canWithdraw: boolean;
  canDecide: boolean;
  canApprove?: boolean;
}) {
  const t = useTranslations("ClockRequests");
  const tClocking = useTranslations("Clocking");
  const time = useClockTime();
  const waiting = request.status === "pending";
  const rows: [string, string][] = [
    [t("askedClockIn"), request.clockInAt ? time(request.clockInAt) : t("unchanged")],
    [t("askedClockOut"), request.clockOutAt ? time(request.clockOutAt) : t("unchanged")],
    // A request that leaves the job as it is says nothing of it.
    ...(request.setsJob ? [[t("askedJob"), request.job?.title ?? tClocking("noJob")] as [string, string]] : []),
    [t("reason"), request.reason],
    [t("askedOn"), t("askedBy", { name: request.user.name, date: time(request.createdAt) })],
  ];
  if (request.decidedAt && request.status !== "withdrawn") {
    rows.push([t("decidedOn"), t("decidedBy", { name: request.decidedBy?.name ?? "", date: time(request.decidedAt) })]);
  }
  if (request.note) rows.push([t("note"), request.note]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="clock-request">
      <Stack spacing={1.5}>
        <div>
          <StatusChip kind="clockRequestStatus" value={request.status} />
        </div>
        <DetailRows rows={rows} />
        {waiting && canWithdraw && <WithdrawButton id={request.id} />}
        {waiting && canDecide && <Decision request={request} canApprove={canApprove} />}
      </Stack>
    </Paper>
  );
}

function WithdrawButton({ id }: { id: string }) {
  const t = useTranslations("ClockRequests");
  const withdraw = useWithdrawClockCorrection();
  const run = useAction();
  return (
    <div>
      <Button
        variant="outlined"
        disabled={withdraw.isPending}
        onClick={() => run(() => withdraw.mutateAsync({ id }), t("withdrawnToast"))}
      >
        {t("withdraw")}
      </Button>
    </div>
  );
}

function RequestForm({ record }: { record: ClockRecordDetail }) {
  const t = useTranslations("ClockRequests");
  const request = useRequestClockCorrection();
  return (
    <ClockTimesForm
      record={record}
      send={(change) => request.mutateAsync(change)}
      labels={{
        name: t("ask"),
        intro: t("askHint"),
        clockInAt: t("clockInAt"),
        clockOutAt: t("clockOutAt"),
        reason: t("reason"),
        reasonHint: t("reasonHint"),
        submit: t("send"),
        success: t("sentToast"),
      }}
    />
  );
}

// Approve at once (the record is corrected as asked), or decline with a note.
function Decision({ request, canApprove }: { request: ClockRequestItem; canApprove: boolean }) {
  const t = useTranslations("ClockRequests");
  const decide = useDecideClockCorrection();
  const run = useAction();
  const [isDeclining, setDeclining] = useState(false);
  if (isDeclining) return <DeclineForm requestId={request.id} onCancel={() => setDeclining(false)} />;
  return (
    <Stack spacing={1.5}>
      {decide.isError && <Alert severity="error">{t("approveFailed")}</Alert>}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: "wrap" }}>
        {canApprove && (
          <Button
            variant="contained"
            disabled={decide.isPending}
            onClick={() =>
              run(
                () => decide.mutateAsync({ id: request.id, decision: "approve" }),
                request.record ? t("approvedToast") : t("addedToast"),
              )
            }
          >
            {request.record ? t("approve") : t("approveAdd")}
          </Button>
        )}
        <Button variant="outlined" color="error" disabled={decide.isPending} onClick={() => setDeclining(true)}>
          {t("decline")}
        </Button>
      </Stack>
    </Stack>
  );
}

type ListFilters = { status: string; userId: string };
const OFFICE_DEFAULTS: ListDefaults<ListFilters> = { filters: { status: "pending", userId: "" } };
const OWN_DEFAULTS: ListDefaults<ListFilters> = { filters: { status: "", userId: "" } };

// /dashboard/clocking/requests: the office's queue of waiting requests
// (oldest first; any status on demand, by cleaner), or a cleaner's own
// requests. A row opens its record, where the request is decided or withdrawn;
// a missed clocking (no record yet) opens the request alone.
// ?record= opens one record at once (the link of the decision's e-mail).
export function ClockRequestList({ mode, openRecordId }: { mode: "office" | "own"; openRecordId?: string }) {
  const t = useTranslations("ClockRequests");
  const time = useClockTime();
  const statusOptions = useStatusOptions("clockRequestStatus");
  const [state, setState] = useListState(mode === "office" ? OFFICE_DEFAULTS : OWN_DEFAULTS);
  const [openId, setOpenId] = useState<string | null>(openRecordId ?? null);
  const [openRequestId, setOpenRequestId] = useState<string | null>(null);
  const status = state.filters.status as ClockRequestStatus | "";
  const query = useClockRequests({
    status: status || undefined,
    userId: state.filters.userId || undefined,
    pageNumber: state.page,
    pageSize: state.pageSize,
  });
  const columns = useMemo<GridColDef<ClockRequestItem>[]>(
    () => [
      ...(mode === "office"
        ? [
            {
              field: "user",
              headerName: t("cleaner"),
              sortable: false,
              minWidth: 160,
              flex: 1,
              valueGetter: (_: unknown, row: ClockRequestItem) => row.user.name,
            } satisfies GridColDef<ClockRequestItem>,
          ]
        : []),
      {
        field: "record",
        headerName: t("recordClockIn"),
        sortable: false,
        minWidth: 180,
        valueGetter: (_, row) => (row.record ? time(row.record.clockInAt) : t("missedClocking")),
      },
      {
        field: "clockInAt",
        headerName: t("askedClockIn"),
        sortable: false,
        minWidth: 180,
        valueFormatter: (value: string | null) => (value ? time(value) : t("unchanged")),
      },
      {
        field: "clockOutAt",
        headerName: t("askedClockOut"),
        sortable: false,
        minWidth: 180,
        valueFormatter: (value: string | null) => (value ? time(value) : t("unchanged")),
      },
      { field: "reason", headerName: t("reason"), sortable: false, minWidth: 200, flex: 1 },
      {
        field: "status",
        headerName: t("status"),
        sortable: false,
        width: 140,
        renderCell: ({ row }) => <StatusChip kind="clockRequestStatus" value={row.status} />,
      },
      {
        field: "createdAt",
        headerName: t("askedOn"),
        sortable: false,
        minWidth: 170,
        valueFormatter: (value: string) => time(value),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `time` is made from the formatter.
    [mode, t],
  );
  return (
    <>
      <DataList
        id="clock-requests"
        label={t("listLabel")}
        columns={columns}
        query={query}
        state={state}
        onStateChange={setState}
        emptyText={status === "pending" ? t("noneWaiting") : t("none")}
        phoneColumns={mode === "office" ? ["user", "record", "status"] : ["record", "status"]}
        onRowClick={(row) => (row.record ? setOpenId(row.record.id) : setOpenRequestId(row.id))}
        filters={
          <>
            <FilterSelect
              label={t("status")}
              value={status}
              options={statusOptions}
              hasAll
              onChange={(value) => setState({ filters: { status: value } })}
            />
            {mode === "office" && (
              <UserPicker
                role="Cleaner"
                label={t("cleaner")}
                size="small"
                value={state.filters.userId || null}
                onChange={(id) => setState({ filters: { userId: id ?? "" } })}
                sx={{ minWidth: 220 }}
              />
            )}
          </>
        }
      />
      <ClockRecordPanel
        id={openId}
        onClose={() => setOpenId(null)}
        canCorrect={mode === "office"}
        hasRecords={(query.data?.data.length ?? 0) > 0 || Boolean(openRecordId)}
      />
      <MissedClockingPanel
        // Open while the list holds it: once decided, a waiting-only list no longer does.
        request={query.data?.data.find((row) => row.id === openRequestId && !row.record) ?? null}
        onClose={() => setOpenRequestId(null)}
        mode={mode}
      />
    </>
  );
}

// A missed clocking that has no record yet: the request alone, with its
// decision (the office) or its withdrawal (the cleaner).
function MissedClockingPanel({
  request,
  onClose,
  mode,
}: {
  request: ClockRequestItem | null;
  onClose: () => void;
  mode: "office" | "own";
}) {
  const t = useTranslations("ClockRequests");
  return (
    <DetailPanel
      open={Boolean(request)}
      onClose={onClose}
      title={request ? `${t("missedClocking")} · ${request.user.name}` : t("missedClocking")}
    >
      {request && <RequestCard request={request} canWithdraw={mode === "own"} canDecide={mode === "office"} />}
    </DetailPanel>
  );
}

// "I could not clock in": a clocking that was never recorded, asked for with
// both times and why; the office adds the record when it approves. For the
// office (`forOffice`), the same form adds a cleaner's record at once.
export function MissedClockingButton({ forOffice = false }: { forOffice?: boolean }) {
  const t = useTranslations("ClockRequests");
  const [isOpen, setOpen] = useState(false);
  const request = useRequestClockCorrection();
  const add = useAddClockRecord();
  const titleId = useId();
  const title = forOffice ? t("addMissed") : t("reportMissed");
  usePreloadForms([ClockTimesForm]);
  return (
    <>
      <Button variant="outlined" startIcon={<MoreTimeIcon />} onClick={() => setOpen(true)}>
        {title}
      </Button>
      <Dialog open={isOpen} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>
            <ClockTimesForm
              send={(change) =>
                forOffice
                  ? add.mutateAsync({
                      userId: change.userId!,
                      clockInAt: change.clockInAt!,
                      clockOutAt: change.clockOutAt!,
                      ...(change.jobId && { jobId: change.jobId }),
                      reason: change.reason,
                    })
                  : request.mutateAsync(change)
              }
              cleanerLabel={forOffice ? t("cleaner") : undefined}
              onCancel={() => setOpen(false)}
              onSuccess={() => setOpen(false)}
              labels={{
                name: title,
                intro: forOffice ? t("addMissedHint") : t("missedHint"),
                clockInAt: t("missedClockIn"),
                clockOutAt: t("missedClockOut"),
                reason: t("reason"),
                reasonHint: forOffice ? t("reasonHint") : t("missedReasonHint"),
                submit: forOffice ? t("add") : t("send"),
                success: forOffice ? t("addedRecordToast") : t("sentToast"),
              }}
            />
          </Stack>
        </DialogContent>
      </Dialog>
    </>
  );
}
