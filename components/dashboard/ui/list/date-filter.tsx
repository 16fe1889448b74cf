"use client";

import TextField from "@mui/material/TextField";

// A day picked as a list filter ("YYYY-MM-DD", empty for none).
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <TextField
      type="date"
      size="small"
      fullWidth={false}
      sx={{ width: 180 }}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr" } }}
    />
  );
}
