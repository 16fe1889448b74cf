"use client";

import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useId } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useFieldErrorText } from "@/components/ui/field-error";

type FieldProps<T extends FieldValues> = Omit<TextFieldProps, "name" | "value" | "onChange" | "error"> & {
  control: Control<T>;
  name: Path<T>;
};

// A text field bound to the form: its value, and its error in the page's
// language (a key from the schema, or the server's sentence).
export function FormText<T extends FieldValues>({ control, name, helperText, ...props }: FieldProps<T>) {
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ""}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? helperText}
        />
      )}
    />
  );
}

export type Option = { value: string; label: string };

// A select bound to the form; "" stands for no choice, shown as `emptyLabel`
// when there is one (so an empty field says "No job", not nothing).
export function FormSelect<T extends FieldValues>({
  options,
  emptyLabel,
  ...props
}: FieldProps<T> & { options: readonly Option[]; emptyLabel?: string }) {
  const showsEmpty = emptyLabel !== undefined && { select: { displayEmpty: true }, inputLabel: { shrink: true } };
  return (
    <FormText {...props} select {...(showsEmpty && { slotProps: showsEmpty })}>
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormText>
  );
}

// A yes/no choice bound to the form, with a line saying what it does (or its error).
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  helperText?: string;
}) {
  const errorText = useFieldErrorText();
  const helperId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref, "aria-describedby": helperId } }}
              />
            }
          />
          <FormHelperText id={helperId} sx={{ mt: 0 }}>
            {errorText(fieldState.error) ?? helperText}
          </FormHelperText>
        </FormControl>
      )}
    />
  );
}
