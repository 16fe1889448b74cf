"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import type { GridColDef } from "@mui/x-data-grid";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DetailRows, DetailSection } from "@/components/dashboard/ui/detail";
import { DetailPanel } from "@/components/dashboard/ui/detail-panel";
import { DataList } from "@/components/dashboard/ui/list/data-list";
import { FilterSelect } from "@/components/dashboard/ui/list/filter-select";
import { useListState, type ListDefaults } from "@/components/dashboard/ui/list/use-list-state";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { StatusChip, useStatusOptions } from "@/components/dashboard/ui/status-chip";
import { useAction } from "@/components/dashboard/ui/use-action";
import { useMail, useOutbox, useResendMail, type MailItem, type OutboxStatus } from "@/lib/client/queries/mail";
import { useFormatter } from "@/lib/i18n/use-formatter";

const DEFAULTS: ListDefaults<{ status: string; open: string }> = {
  sort: "createdAt",
  dir: "desc",
  filters: { status: "", open: "" },
};

// /dashboard/mail: every e-mail the system sends, newest first, as it was
// sent; a failed one can be sent again.
export function MailListView() {
  const t = useTranslations("Mail");
  const format = useFormatter();
  const statusOptions = useStatusOptions("outboxStatus");
  const [state, setState] = useListState(DEFAULTS);
  const query = useOutbox({
    pageNumber: state.page,
    pageSize: state.pageSize,
    search: state.search || undefined,
    status: (state.filters.status || undefined) as OutboxStatus | undefined,
  });
  const columns = useMemo<GridColDef<MailItem>[]>(
    () => [
      {
        field: "createdAt",
        headerName: t("time"),
        width: 140,
        sortable: false,
        valueFormatter: (value: string) =>
          format.dateTime(new Date(value), { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }),
      },
      { field: "toAddress", headerName: t("recipient"), flex: 1, minWidth: 200, sortable: false },
      { field: "subject", headerName: t("subject"), flex: 2, minWidth: 240, sortable: false },
      {
        field: "kind",
        headerName: t("kind"),
        width: 150,
        sortable: false,
        valueFormatter: (value: string) => kindLabel(t, value),
      },
      {
        field: "status",
        headerName: t("status"),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <StatusChip kind="outboxStatus" value={row.status} />,
      },
    ],
    [t, format],
  );
  return (
    <>
      <PageHeader title={t("title")} />
      <DataList
        id="outbox"
        label={t("title")}
        columns={columns}
        query={query}
        state={state}
        onStateChange={setState}
        emptyText={t("noRows")}
        phoneColumns={["toAddress", "status"]}
        searchLabel={t("searchLabel")}
        onRowClick={(row) => setState({ filters: { open: row.id }, page: state.page })}
        filters={
          <FilterSelect
            hasAll
            label={t("status")}
            value={state.filters.status as OutboxStatus | ""}
            options={statusOptions}
            onChange={(status) => setState({ filters: { status } })}
          />
        }
      />
      <MailPanel
        id={state.filters.open || null}
        onClose={() => setState({ filters: { open: "" }, page: state.page })}
      />
    </>
  );
}

type Translate = ReturnType<typeof useTranslations<"Mail">>;
function kindLabel(t: Translate, kind: string): string {
  return t.has(`kinds.${kind}` as never) ? t(`kinds.${kind}` as never) : kind;
}

function MailPanel({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useTranslations("Mail");
  const format = useFormatter();
  const run = useAction();
  const query = useMail(id);
  const resend = useResendMail();
  const [view, setView] = useState<"html" | "text">("html");
  const mail = query.data;
  const when = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" }) : "—";

  const onResend = () => run(() => resend.mutateAsync(id!), t("resent"));

  return (
    <DetailPanel
      open={Boolean(id)}
      onClose={onClose}
      title={mail?.subject ?? t("mail")}
      status={mail && <StatusChip kind="outboxStatus" value={mail.status} />}
      isLoading={query.isFetching}
      isError={query.isError}
      onRetry={() => query.refetch()}
      actions={
        mail?.status === "failed" ? (
          <Button size="small" variant="contained" onClick={() => void onResend()} disabled={resend.isPending}>
            {t("resend")}
          </Button>
        ) : undefined
      }
    >
      {mail && (
        <>
          {mail.lastError && (
            <Alert severity={mail.status === "failed" ? "error" : "warning"}>
              {t("lastError", { error: mail.lastError })}
            </Alert>
          )}
          <DetailSection title={t("details")}>
            <DetailRows
              rows={[
                [t("recipient"), mail.toName ? `${mail.toName} <${mail.toAddress}>` : mail.toAddress],
                [t("kind"), kindLabel(t, mail.kind)],
                [t("queued"), when(mail.createdAt)],
                [t("sentAt"), when(mail.sentAt)],
                [t("attempts"), String(mail.attempts)],
                ...(mail.attachments.length
                  ? ([[t("attachments"), mail.attachments.map((a) => a.filename).join(", ")]] as [string, string][])
                  : []),
              ]}
            />
          </DetailSection>
          <DetailSection title={t("body")}>
            <Tabs value={view} onChange={(_, next) => setView(next)} aria-label={t("body")} sx={{ mb: 2 }}>
              <Tab value="html" label={t("asSent")} />
              <Tab value="text" label={t("plainText")} />
            </Tabs>
            {view === "html" ? (
              // As sent, but inert: a sandboxed frame runs no script, and it
              // inherits this page's policy, so no remote content loads either.
              <Box
                component="iframe"
                title={t("asSent")}
                sandbox=""
                srcDoc={mail.html}
                sx={{ width: "100%", height: 420, border: 1, borderColor: "divider", borderRadius: 1, bgcolor: "#fff" }}
              />
            ) : (
              <Typography
                component="pre"
                variant="body2"
                sx={{ whiteSpace: "pre-wrap", fontFamily: "monospace", m: 0 }}
              >
                {mail.text}
              </Typography>
            )}
          </DetailSection>
        </>
      )}
    </DetailPanel>
  );
}
