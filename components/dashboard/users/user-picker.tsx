"use client";

import Autocomplete from "@mui/material/Autocomplete";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useDeferredValue, useState } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useFieldErrorText } from "@/components/ui/field-error";
import type { Role } from "@/lib/auth/roles";
import { useUser, useUsers, type UserItem } from "@/lib/client/queries/users";

const nameOf = (user: Pick<UserItem, "firstName" | "lastName">) => `${user.firstName} ${user.lastName}`;

// Picks an active account of one role by typing part of its name, e-mail or
// phone number (the office may have thousands). The value is the user's id,
// or null. An account chosen earlier stays shown even if it is no longer
// active, so an old job's cleaner is not silently blanked.
export function UserPicker({
  role,
  value,
  onChange,
  label,
  size,
  error,
  helperText,
  required,
  sx,
}: {
  role: Extract<Role, "Client" | "Cleaner">;
  value: string | null;
  onChange: (id: string | null) => void;
  label: string;
} & Pick<TextFieldProps, "size" | "error" | "helperText" | "sx" | "required">) {
  const [input, setInput] = useState("");
  const search = useDeferredValue(input.trim());
  const options = useUsers({ pageNumber: 1, pageSize: 20, role, status: "active", search: search || undefined });
  const selected = useUser(value ?? "");
  const list = options.data?.data ?? [];
  const current = value ? (list.find((user) => user.id === value) ?? selected.data ?? null) : null;
  return (
    <Autocomplete<UserItem>
      value={current}
      options={current && !list.some((user) => user.id === current.id) ? [current, ...list] : list}
      getOptionLabel={nameOf}
      renderOption={({ key, ...props }, user) => (
        <li key={key} {...props}>
          <span>
            {nameOf(user)}
            <br />
            <small dir="ltr">{user.email}</small>
          </span>
        </li>
      )}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(all) => all}
      loading={options.isFetching}
      onInputChange={(_, next, reason) => {
        if (reason === "input") setInput(next);
      }}
      onChange={(_, user) => onChange(user?.id ?? null)}
      sx={sx}
      renderInput={(params) => (
        <TextField {...params} label={label} size={size} error={error} helperText={helperText} required={required} />
      )}
    />
  );
}

// A client or cleaner chosen by name, bound to the form.
export function FormUserPicker<T extends FieldValues>({
  control,
  name,
  role,
  label,
  required,
  disabled,
  helperText,
}: {
  control: Control<T>;
  name: Path<T>;
  role: "Client" | "Cleaner";
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}) {
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        disabled ? (
          <UserPicker role={role} label={label} value={(field.value as string | null) ?? null} onChange={() => {}} />
        ) : (
          <UserPicker
            role={role}
            label={label}
            required={required}
            value={(field.value as string | null) ?? null}
            onChange={(id) => field.onChange(id)}
            error={Boolean(fieldState.error)}
            helperText={errorText(fieldState.error) ?? helperText}
          />
        )
      }
    />
  );
}
