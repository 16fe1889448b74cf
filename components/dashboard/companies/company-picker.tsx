"use client";

import Autocomplete from "@mui/material/Autocomplete";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useDeferredValue, useState } from "react";
import { useCompanies, useCompany, type CompanyItem } from "@/lib/client/queries/companies";

// Picks a company by typing part of its name (the office may have hundreds).
// The value is the company's id, or null.
export function CompanyPicker({
  value,
  onChange,
  label,
  size,
  error,
  helperText,
  sx,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  label: string;
} & Pick<TextFieldProps, "size" | "error" | "helperText" | "sx">) {
  const [input, setInput] = useState("");
  const search = useDeferredValue(input.trim());
  const options = useCompanies({ pageNumber: 1, pageSize: 20, search: search || undefined });
  const selected = useCompany(value);
  const list = options.data?.data ?? [];
  const current = selected.data ?? null;
  return (
    <Autocomplete<CompanyItem>
      value={current}
      options={current && !list.some((company) => company.id === current.id) ? [current, ...list] : list}
      getOptionLabel={(company) => company.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(all) => all}
      loading={options.isFetching}
      onInputChange={(_, next, reason) => {
        if (reason === "input") setInput(next);
      }}
      onChange={(_, company) => onChange(company?.id ?? null)}
      sx={sx}
      renderInput={(params) => (
        <TextField {...params} label={label} size={size} error={error} helperText={helperText} />
      )}
    />
  );
}
