"use client";

import Grid from "@mui/material/Grid";
import { useTranslations } from "next-intl";
import { Form } from "@/components/ui/form";
import { FormAddress } from "@/components/dashboard/ui/form/address-field";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormSelect, FormText } from "@/components/dashboard/ui/form/form-fields";
import { DraftNotice } from "@/components/dashboard/ui/form/form-draft";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { COUNTIES } from "@/lib/content/counties";
import { useCreateCompany, useUpdateCompany, type CompanyItem } from "@/lib/client/queries/companies";
import { ZCreateCompany, ZUpdateCompany } from "@/lib/validation/companies";

// Counties are stored by their English name ("Dublin"), shown in the page's language.
const countyName = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

function useCountyOptions() {
  const t = useTranslations("LocationContent");
  return COUNTIES.map((slug) => ({ value: countyName(slug), label: t(`${slug}.name` as never) }));
}

function CompanyFields({ control }: { control: ReturnType<typeof useAppForm>["control"] }) {
  const t = useTranslations("Companies");
  const counties = useCountyOptions();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormText control={control} name="name" label={t("name")} required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText control={control} name="email" label={t("email")} type="email" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText control={control} name="phoneNumber" label={t("phone")} type="tel" />
      </Grid>
      <Grid size={12}>
        <FormAddress control={control} name="address" label={t("address")} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect control={control} name="county" label={t("county")} options={counties} emptyLabel={t("noCounty")} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormText control={control} name="eircode" label={t("eircode")} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormText control={control} name="vatNumber" label={t("vatNumber")} helperText={t("vatHint")} />
      </Grid>
    </Grid>
  );
}

const fromCompany = (company?: CompanyItem) => ({
  name: company?.name ?? "",
  email: company?.email ?? "",
  phoneNumber: company?.phoneNumber ?? "",
  address: company?.address ?? "",
  county: company?.county ?? "",
  eircode: company?.eircode ?? "",
  vatNumber: company?.vatNumber ?? "",
});

export function CompanyCreateForm({
  onCreated,
  onCancel,
}: {
  onCreated: (company: CompanyItem) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("Companies");
  const create = useCreateCompany();
  const form = useAppForm({
    schema: ZCreateCompany,
    draftKey: "company:new",
    defaultValues: fromCompany(),
    onSubmit: (values) => create.mutateAsync(values),
    onSuccess: onCreated,
    successMessage: t("created"),
  });
  return (
    <Form spacing={3} onSubmit={form.submit}>
      <FormError message={form.formError} />
      <DraftNotice draft={form.draft} />
      <CompanyFields control={form.control as never} />
      <FormActions isSubmitting={form.isSubmitting} submitLabel={t("create")} onCancel={onCancel} />
    </Form>
  );
}

// A failed update says 'Invalid Update Details. Please try again' (spec §5),
// with the server's field errors on their fields.
export function CompanyUpdateForm({ company }: { company: CompanyItem }) {
  const t = useTranslations("Companies");
  const update = useUpdateCompany();
  const form = useAppForm({
    schema: ZUpdateCompany,
    draftKey: `company:${company.id}`,
    defaultValues: { id: company.id, ...fromCompany(company) },
    onSubmit: async (values) => {
      const updated = await update.mutateAsync(values);
      // Anything but the company back counts as a failure (spec §5).
      if (!updated || typeof updated !== "object") throw new Error("The update answered no company.");
      return updated;
    },
    onSuccess: (updated) => form.reset({ id: updated.id, ...fromCompany(updated) }),
    failureMessage: t("updateFailed"),
  });
  return (
    <Form spacing={3} onSubmit={form.submit}>
      <FormError message={form.formError} />
      <DraftNotice draft={form.draft} />
      <CompanyFields control={form.control as never} />
      <FormActions isSubmitting={form.isSubmitting} />
    </Form>
  );
}
