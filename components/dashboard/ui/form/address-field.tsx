"use client";

import Autocomplete from "@mui/material/Autocomplete";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useDeferredValue } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useFieldErrorText } from "@/components/ui/field-error";
import { apiFetch } from "@/lib/client/api-client";

type Suggestions = { suggestions: { address: string }[] };

// An address typed freely, with suggestions from the address lookup (spec §7
// autocomplete: the third-party service when configured, else the local list
// of Irish towns and counties), top 20.
export function FormAddress<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  helperText?: TextFieldProps["helperText"];
}) {
  const errorText = useFieldErrorText();
  const hint = useTranslations("Common")("addressHint");
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AddressInput
          value={(field.value as string | null) ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? helperText ?? hint}
        />
      )}
    />
  );
}

function AddressInput({
  value,
  onChange,
  onBlur,
  inputRef,
  ...fieldProps
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: TextFieldProps["inputRef"];
} & Pick<TextFieldProps, "label" | "required" | "error" | "helperText">) {
  const term = useDeferredValue(value.trim());
  const suggestions = useQuery({
    queryKey: ["address", term],
    queryFn: ({ signal }) =>
      apiFetch<Suggestions>(`/api/address/autocomplete/${encodeURIComponent(term)}`, { query: { top: 20 }, signal }),
    enabled: term.length >= 2,
    staleTime: 5 * 60_000,
    select: (answer) => answer.suggestions.map((suggestion) => suggestion.address),
  });
  return (
    <Autocomplete
      freeSolo
      options={suggestions.data ?? []}
      inputValue={value}
      onInputChange={(_, next) => onChange(next)}
      onBlur={onBlur}
      filterOptions={(options) => options}
      loading={suggestions.isFetching}
      renderInput={(params) => <TextField {...params} {...fieldProps} inputRef={inputRef} />}
    />
  );
}
