"use client";

import FiberManualRecordIcon from "@mui/icons-material/FiberManualRecord";
import Chip, { type ChipProps } from "@mui/material/Chip";
import { useTranslations } from "next-intl";
import { findStatus, STATUSES, type StatusKind } from "@/lib/content/statuses";

// A state as the office reads it: its translated label, with a border and a
// dot in the state's colour. The text itself stays the body colour: several
// palette colours are too light for text on white (WCAG contrast).
export function StatusChip({
  kind,
  value,
  size = "small",
}: {
  kind: StatusKind;
  value: string | number;
  size?: ChipProps["size"];
}) {
  const label = useStatusLabel(kind);
  const status = findStatus(kind, value);
  const color = status?.color ?? "default";
  return (
    <Chip
      size={size}
      variant="outlined"
      color={color}
      label={label(value)}
      icon={<FiberManualRecordIcon aria-hidden />}
      sx={{
        color: "text.primary",
        "& .MuiChip-icon": { fontSize: 10, color: color === "default" ? "text.disabled" : `${color}.main` },
      }}
    />
  );
}

// The label of a state, for selects, filters and text.
export function useStatusLabel(kind: StatusKind) {
  const t = useTranslations("Statuses");
  return (value: string | number): string => {
    const status = findStatus(kind, value);
    return status ? t(`${kind}.${status.key}` as never) : String(value);
  };
}

// The options of a filter or select of one kind, labelled.
export function useStatusOptions<K extends StatusKind>(kind: K) {
  const label = useStatusLabel(kind);
  type Value = (typeof STATUSES)[K][number]["value"];
  return (STATUSES[kind] as readonly { value: Value }[]).map((status) => ({
    value: status.value,
    label: label(status.value),
  }));
}
