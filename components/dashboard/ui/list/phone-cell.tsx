import type { GridRenderCellParams } from "@mui/x-data-grid";

// A phone number in a list: left to right on an Arabic page too, and on one
// line ("+353 86 770 / 5460" broke at a space and read as two numbers).
export const PHONE_COLUMN_WIDTH = 160;
export function renderPhoneCell({ value }: GridRenderCellParams) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: "nowrap" }}>
      {(value as string | null) ?? "—"}
    </bdi>
  );
}
