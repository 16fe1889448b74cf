"use client";

import InputAdornment from "@mui/material/InputAdornment";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useFieldErrorText } from "@/components/ui/field-error";
import { centsToEuroText, euroTextToCents, hasDecimalComma, hasEuroSignAfter } from "@/lib/client/money";
import { languageTag } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/routing";
import { fromDublinLocal, toDublinLocal } from "@/lib/i18n/dublin-time";
import { V } from "@/lib/validation/messages";

type Props<T extends FieldValues> = Omit<TextFieldProps, "name" | "value" | "onChange" | "error"> & {
  control: Control<T>;
  name: Path<T>;
};

// An amount typed in euro, kept in the form (and sent) in integer cents. Text
// that is not an amount leaves NaN, which the schema refuses with its message;
// with `emptyIsNull`, an empty box is null (an amount that is not set).
export function FormMoney<T extends FieldValues>({
  control,
  name,
  helperText,
  emptyIsNull = false,
  ...props
}: Props<T> & { emptyIsNull?: boolean }) {
  const errorText = useFieldErrorText();
  const t = useTranslations("Common");
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyInput
          {...props}
          cents={field.value as number | null}
          onCents={field.onChange}
          emptyIsNull={emptyIsNull}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={errorText(inEuro(fieldState.error)) ?? helperText ?? t("euro")}
        />
      )}
    />
  );
}

// The schemas count money in cents ("Enter a whole number of cents."); this
// field is typed in euro, so it says so in euro.
function inEuro<E extends { message?: string }>(error: E | undefined): E | undefined {
  return error?.message === V.wholeCents ? { ...error, message: V.euroAmount } : error;
}

function MoneyInput({
  cents,
  onCents,
  emptyIsNull,
  ...props
}: Omit<TextFieldProps, "value" | "onChange"> & {
  cents: number | null;
  onCents: (cents: number | null) => void;
  emptyIsNull: boolean;
}) {
  const tag = languageTag(useLocale() as Locale);
  const decimalComma = hasDecimalComma(tag);
  const euro = hasEuroSignAfter(tag)
    ? { endAdornment: <InputAdornment position="end">€</InputAdornment> }
    : { startAdornment: <InputAdornment position="start">€</InputAdornment> };
  const [text, setText] = useState(() => centsToEuroText(cents, decimalComma));
  const [shownCents, setShownCents] = useState(cents);
  // Follow outside changes (a reset), not the echo of what is being typed.
  if (!Object.is(cents, shownCents)) {
    setShownCents(cents);
    if (!Object.is(euroTextToCents(text) ?? Number.NaN, cents)) setText(centsToEuroText(cents, decimalComma));
  }
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        if (emptyIsNull && event.target.value.trim() === "") onCents(null);
        else onCents(euroTextToCents(event.target.value) ?? Number.NaN);
      }}
      slotProps={{
        htmlInput: { inputMode: "decimal", dir: "ltr" },
        input: euro,
      }}
    />
  );
}

// A date and time typed in Irish time (whatever the computer's time zone),
// kept in the form as an ISO instant (UTC), as the API takes it.
export function FormDublinDateTime<T extends FieldValues>({ control, name, helperText, ...props }: Props<T>) {
  const errorText = useFieldErrorText();
  const t = useTranslations("Common");
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          type="datetime-local"
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value ? toDublinLocal(new Date(field.value as string)) : ""}
          onChange={(event) => field.onChange(fromDublinLocal(event.target.value)?.toISOString() ?? null)}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? helperText ?? t("dublinTime")}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr" } }}
        />
      )}
    />
  );
}

// A whole number (a count, a percentage) kept in the form as a number; an
// empty or broken box leaves NaN, which the schema refuses with its message.
export function FormWholeNumber<T extends FieldValues>({
  control,
  name,
  helperText,
  min,
  max,
  ...props
}: Props<T> & { min?: number; max?: number }) {
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          type="number"
          name={field.name}
          value={Number.isFinite(field.value) ? field.value : ""}
          onChange={(event) => field.onChange(event.target.value === "" ? Number.NaN : Number(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? helperText}
          slotProps={{ htmlInput: { min, max, step: 1, inputMode: "numeric", dir: "ltr" } }}
        />
      )}
    />
  );
}
