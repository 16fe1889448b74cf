"use client";

import Typography from "@mui/material/Typography";

// One line of an invoice's totals (a term and its amount, the amount at the
// line's end), in the detail page and in the form's live preview.
export function TotalRow({ label, value, isStrong }: { label: string; value: string; isStrong?: boolean }) {
  const weight = isStrong ? 700 : 400;
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: "end", fontWeight: weight }}>
        {value}
      </Typography>
    </>
  );
}
