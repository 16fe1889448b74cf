"use client";

import Grid from "@mui/material/Grid";
import { useTranslations } from "next-intl";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { CompanyPicker } from "@/components/dashboard/companies/company-picker";
import { FormAddress } from "@/components/dashboard/ui/form/address-field";
import { FormSelect, FormText } from "@/components/dashboard/ui/form/form-fields";
import { useFieldErrorText } from "@/components/ui/field-error";
import { isStaff, ROLES, type Role } from "@/lib/auth/roles";
import { LOCALE_NAMES } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";

// The fields a user form shows, shared by "new user", "edit user" and "my
// profile"; each form says which groups it has.
type Values = {
  firstName: string;
  lastName: string;
  email?: string;
  phoneNumber?: string | null;
  address?: string | null;
  locale?: string;
  role?: Role;
  companyId?: string | null;
};

export function PersonFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const t = useTranslations("Users");
  const name = (field: keyof Values) => field as Path<T>;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText control={control} name={name("firstName")} label={t("firstName")} required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText control={control} name={name("lastName")} label={t("lastName")} required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText control={control} name={name("phoneNumber")} label={t("phone")} type="tel" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name={name("locale")}
          label={t("language")}
          helperText={t("languageHint")}
          options={routing.locales.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
        />
      </Grid>
      <Grid size={12}>
        <FormAddress control={control} name={name("address")} label={t("address")} />
      </Grid>
    </>
  );
}

// The role choices an actor may give: only a Super Administrator gives the
// administrator roles (the API refuses the rest anyway).
export function useRoleOptions(actorRole: Role) {
  const roles = useTranslations("Dashboard.roles");
  return ROLES.filter((role) => actorRole === "SuperAdministrator" || !isStaff(role)).map((role) => ({
    value: role,
    label: roles(role),
  }));
}

export function CompanyField<T extends FieldValues>({ control }: { control: Control<T> }) {
  const t = useTranslations("Users");
  const errorText = useFieldErrorText();
  return (
    <Controller
      control={control}
      name={"companyId" as Path<T>}
      render={({ field, fieldState }) => (
        <CompanyPicker
          label={t("company")}
          value={(field.value as string | null) ?? null}
          onChange={field.onChange}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error) ?? t("companyHint")}
        />
      )}
    />
  );
}
