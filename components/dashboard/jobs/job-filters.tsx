"use client";

import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";
import { UserPicker } from "@/components/dashboard/users/user-picker";
import { FilterSelect } from "@/components/dashboard/ui/list/filter-select";
import { useServiceLabel } from "@/components/dashboard/ui/service-label";
import { useStatusOptions } from "@/components/dashboard/ui/status-chip";
import { SERVICES } from "@/lib/content/services";
import type { JobStage } from "@/lib/content/statuses";
import { fromDublinLocal } from "@/lib/i18n/dublin-time";

// The filters of the jobs screen, kept in the address by useListState: the
// list and the board read the same ones (the board leaves the stage out).
export type JobFilters = {
  view: string;
  stage: string;
  service: string;
  clientId: string;
  assigneeId: string;
  from: string;
  to: string;
};

export const JOB_FILTER_DEFAULTS: JobFilters = {
  view: "",
  stage: "",
  service: "",
  clientId: "",
  assigneeId: "",
  from: "",
  to: "",
};

// The dates are whole days in Irish time: from the start of `from` to the end of `to`.
export function jobFilterQuery(filters: JobFilters) {
  const dayStart = (day: string) => (day ? fromDublinLocal(`${day}T00:00`)?.toISOString() : undefined);
  const nextDay = (day: string) => {
    if (!day) return undefined;
    const date = new Date(`${day}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + 1);
    return dayStart(date.toISOString().slice(0, 10));
  };
  return {
    stage: filters.stage === "" ? undefined : (Number(filters.stage) as JobStage),
    service: filters.service || undefined,
    clientId: filters.clientId || undefined,
    assigneeId: filters.assigneeId || undefined,
    from: dayStart(filters.from),
    to: nextDay(filters.to),
  };
}

export function JobFilterControls({
  filters,
  onChange,
  isStaff,
  showStage,
}: {
  filters: JobFilters;
  onChange: (patch: Partial<JobFilters>) => void;
  isStaff: boolean;
  showStage: boolean;
}) {
  const t = useTranslations("Jobs");
  const serviceLabel = useServiceLabel();
  const stageOptions = useStatusOptions("jobStage").map((option) => ({ ...option, value: String(option.value) }));
  return (
    <>
      {showStage && (
        <FilterSelect
          hasAll
          label={t("stage")}
          value={filters.stage}
          options={stageOptions}
          onChange={(stage) => onChange({ stage })}
        />
      )}
      <FilterSelect
        hasAll
        label={t("service")}
        value={filters.service}
        options={SERVICES.map(({ name }) => ({ value: name, label: serviceLabel(name) }))}
        onChange={(service) => onChange({ service })}
        minWidth={200}
      />
      {isStaff && (
        <>
          <UserPicker
            role="Client"
            label={t("client")}
            size="small"
            value={filters.clientId || null}
            onChange={(clientId) => onChange({ clientId: clientId ?? "" })}
            sx={{ minWidth: 220 }}
          />
          <UserPicker
            role="Cleaner"
            label={t("cleaner")}
            size="small"
            value={filters.assigneeId || null}
            onChange={(assigneeId) => onChange({ assigneeId: assigneeId ?? "" })}
            sx={{ minWidth: 220 }}
          />
        </>
      )}
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        sx={{ width: 180 }}
        label={t("from")}
        value={filters.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr", max: filters.to || undefined } }}
      />
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        sx={{ width: 180 }}
        label={t("to")}
        value={filters.to}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr", min: filters.from || undefined } }}
      />
    </>
  );
}
