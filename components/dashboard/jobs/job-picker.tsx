"use client";

import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useDeferredValue, useState } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useFieldErrorText } from "@/components/ui/field-error";
import { useJob, useJobs, type JobItem } from "@/lib/client/queries/jobs";

// A job picked by typing part of its title, client or address; bound to a
// form field holding the job's id (or null). Picking one hands the job to
// onPicked, so a form can fill in what follows from it (its address).
// unavailable names why a job cannot be picked (null when it can): it is
// listed greyed with that reason, rather than refused after sending.
export function FormJobPicker<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  onPicked,
  unavailable,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  helperText?: string;
  onPicked?: (job: JobItem | null) => void;
  unavailable?: (job: JobItem) => string | null;
}) {
  const errorText = useFieldErrorText();
  const [input, setInput] = useState("");
  const search = useDeferredValue(input.trim());
  const options = useJobs({ pageNumber: 1, pageSize: 20, search: search || undefined });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PickedJob id={(field.value as string | null) ?? null}>
          {(selected) => {
            const list = options.data?.data ?? [];
            const current = field.value ? (list.find((job) => job.id === field.value) ?? selected ?? null) : null;
            return (
              <Autocomplete<JobItem>
                value={current}
                options={current && !list.some((job) => job.id === current.id) ? [current, ...list] : list}
                getOptionLabel={(job) => job.title}
                // The job already chosen stays choosable: a shift's own job is on the rota through it.
                getOptionDisabled={(job) => job.id !== field.value && Boolean(unavailable?.(job))}
                renderOption={({ key, ...props }, job) => {
                  const reason = job.id === field.value ? null : unavailable?.(job);
                  return (
                    <li key={key} {...props}>
                      <span>
                        {job.title}
                        <br />
                        <small>{job.location}</small>
                        {reason && (
                          <>
                            <br />
                            <small>{reason}</small>
                          </>
                        )}
                      </span>
                    </li>
                  );
                }}
                isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
                filterOptions={(all) => all}
                loading={options.isFetching}
                onInputChange={(_, next, reason) => {
                  if (reason === "input") setInput(next);
                }}
                onChange={(_, job) => {
                  field.onChange(job?.id ?? null);
                  onPicked?.(job);
                }}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={label}
                    inputRef={field.ref}
                    error={Boolean(fieldState.error)}
                    helperText={errorText(fieldState.error) ?? helperText}
                  />
                )}
              />
            );
          }}
        </PickedJob>
      )}
    />
  );
}

// The job already chosen, loaded so its title shows before any search.
function PickedJob({ id, children }: { id: string | null; children: (job: JobItem | undefined) => React.ReactNode }) {
  const job = useJob(id);
  return children(job.data);
}
