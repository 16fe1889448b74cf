"use client";

import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import type { GridColDef } from "@mui/x-data-grid";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo, useState, type ReactNode } from "react";
import { z } from "zod";
import { ToastProvider } from "@/components/dashboard/shell/toasts";
import { DetailRows, DetailSection } from "@/components/dashboard/ui/detail";
import { FileUpload } from "@/components/dashboard/ui/file-upload";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormSelect, FormText } from "@/components/dashboard/ui/form/form-fields";
import { FormDublinDateTime, FormMoney } from "@/components/dashboard/ui/form/typed-fields";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { DataList } from "@/components/dashboard/ui/list/data-list";
import type { ListState } from "@/components/dashboard/ui/list/use-list-state";
import { StatusChip } from "@/components/dashboard/ui/status-chip";
import { QueryProvider } from "@/components/providers/query-provider";
import { Form } from "@/components/ui/form";
import { COUNTIES } from "@/lib/content/counties";
import { SERVICES } from "@/lib/content/services";
import { zRequiredText } from "@/lib/validation/fields";
import { V } from "@/lib/validation/messages";

// The back office's own building blocks, working, on demo data that never
// leaves the browser. The screens use exactly these (docs/dashboard.md).

export function BackOfficeProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <ToastProvider>{children}</ToastProvider>
    </QueryProvider>
  );
}

type Cleaner = { id: string; name: string; county: string; status: "active" | "pending" | "banned" };
const FIRST = ["Aoife", "Cian", "Niamh", "Oisín", "Saoirse", "Darragh", "Róisín", "Tadhg", "Clodagh", "Fionn"];
const LAST = ["Byrne", "Walsh", "O'Brien", "Ryan", "Doyle", "Kelly", "Murphy", "Nolan", "Lynch", "Brennan"];
const CLEANERS: Cleaner[] = Array.from({ length: 57 }, (_, i) => ({
  id: String(i + 1),
  name: `${FIRST[i % 10]} ${LAST[(i * 3) % 10]}`,
  county: COUNTIES[(i * 7) % COUNTIES.length]!.replace(/^./, (c) => c.toUpperCase()),
  status: i % 9 === 0 ? "banned" : i % 4 === 0 ? "pending" : "active",
}));

export function ListDemo() {
  const t = useTranslations("Showcase.backOffice");
  const [state, setState] = useState<ListState<Record<string, string>>>({
    page: 1,
    pageSize: 25,
    sort: "name",
    dir: "asc",
    search: "",
    filters: {},
  });
  // Pages, sorts and searches as the API would, a moment later.
  const query = useQuery({
    queryKey: ["showcase-cleaners", state],
    queryFn: async () => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const words = state.search.toLowerCase().split(/\s+/).filter(Boolean);
      const found = CLEANERS.filter((row) =>
        words.every((word) => `${row.name} ${row.county}`.toLowerCase().includes(word)),
      );
      const sorted = [...found].sort((a, b) => {
        const key = (state.sort ?? "name") as keyof Cleaner;
        return (state.dir === "asc" ? 1 : -1) * a[key].localeCompare(b[key]);
      });
      const start = (state.page - 1) * state.pageSize;
      return { data: sorted.slice(start, start + state.pageSize), totalRecords: found.length };
    },
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<GridColDef<Cleaner>[]>(
    () => [
      { field: "name", headerName: t("name"), flex: 1, minWidth: 160 },
      { field: "county", headerName: t("county"), width: 140 },
      {
        field: "status",
        headerName: t("status"),
        width: 130,
        renderCell: ({ row }) => <StatusChip kind="userStatus" value={row.status} />,
      },
    ],
    [t],
  );
  return (
    <DataList
      id="showcase-cleaners"
      label={t("listLabel")}
      columns={columns}
      query={query}
      state={state}
      onStateChange={({ filters: _filters, ...patch }) =>
        setState((current) => ({
          ...current,
          ...patch,
          page: patch.page ?? (patch.search !== undefined ? 1 : current.page),
        }))
      }
      emptyText={t("noRows")}
      searchLabel={t("search")}
      bulkActions={(ids, clear) => (
        <Button size="small" onClick={clear}>
          {t("clearSelection", { count: ids.length })}
        </Button>
      )}
    />
  );
}

const ZDemoForm = z.object({
  client: zRequiredText(80),
  service: z.enum(SERVICES.map((service) => service.name) as [string, ...string[]], { error: V.service }),
  priceCents: z.number({ error: V.wholeCents }).int(V.wholeCents).min(0, V.notNegative).max(1_000_000, V.tooLong),
  visitAt: z.iso.datetime({ error: V.dateTime }),
  notes: zRequiredText(500, { multiline: true }).optional().or(z.literal("")),
});

export function FormDemo() {
  const t = useTranslations("Showcase.backOffice");
  const form = useAppForm({
    schema: ZDemoForm,
    defaultValues: { client: "", service: "House Cleaning", priceCents: 8500, visitAt: "", notes: "" },
    onSubmit: () => new Promise((resolve) => setTimeout(resolve, 800)),
    successMessage: t("formSaved"),
    guardUnsavedChanges: false,
  });
  return (
    <Form spacing={2} onSubmit={form.submit}>
      <FormError message={form.formError} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormText control={form.control} name="client" label={t("client")} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect
            control={form.control}
            name="service"
            label={t("service")}
            options={SERVICES.map((service) => ({ value: service.name, label: service.name }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormMoney control={form.control} name="priceCents" label={t("price")} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDublinDateTime control={form.control} name="visitAt" label={t("visit")} required />
        </Grid>
        <Grid size={12}>
          <FormText control={form.control} name="notes" label={t("notes")} multiline minRows={2} />
        </Grid>
      </Grid>
      <FormActions isSubmitting={form.isSubmitting} onCancel={() => form.reset()} />
    </Form>
  );
}

export function UploadDemo() {
  const t = useTranslations("Showcase.backOffice");
  const [shown, setShown] = useState<string | null>(null);
  return (
    <FileUpload
      label={t("uploadLabel")}
      accept="image"
      imageUrl={shown}
      imageAlt={t("uploadAlt")}
      // Nothing is sent: the picture is only read in the browser.
      onUpload={async (file) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        setShown(URL.createObjectURL(file));
      }}
    />
  );
}

export function DetailDemo() {
  const t = useTranslations("Showcase.backOffice");
  return (
    <Stack spacing={2}>
      <DetailSection title={t("detailTitle")}>
        <DetailRows
          rows={[
            [t("client"), "Máire Ní Bhriain"],
            [t("service"), "End of Tenancy Cleaning"],
            [t("jobStage"), <StatusChip key="stage" kind="jobStage" value={1} />],
            [t("invoice"), <StatusChip key="invoice" kind="invoiceStatus" value={3} />],
            [t("notes"), t("detailNotes")],
          ]}
        />
      </DetailSection>
    </Stack>
  );
}
