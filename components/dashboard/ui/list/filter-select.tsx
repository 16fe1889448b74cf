"use client";

import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslations } from "next-intl";

// A small select beside a list's search box (a status, a role) or in a
// panel's header; with `hasAll`, its first choice is "All" (the empty value).
export function FilterSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
  hasAll = false,
  disabled,
  minWidth = 160,
}: {
  label: string;
  value: V | "";
  options: readonly { value: V; label: string }[];
  onChange: (value: V | "") => void;
  hasAll?: boolean;
  disabled?: boolean;
  minWidth?: number;
}) {
  const t = useTranslations("Common");
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        onChange(chosen ? chosen.value : "");
      }}
      sx={{ minWidth }}
    >
      {hasAll && <MenuItem value="">{t("all")}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
