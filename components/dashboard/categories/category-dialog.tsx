"use client";

import { useTranslations } from "next-intl";
import { FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormDialog } from "@/components/dashboard/ui/form/form-dialog";
import { FormText } from "@/components/dashboard/ui/form/form-fields";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { useCreateCategory, useUpdateCategory, type CategoryItem } from "@/lib/client/queries/categories";
import { ZCreateCategory } from "@/lib/validation/categories";
import { CategoryRatesFields } from "./category-rates-fields";

// Add a category, or edit one: name, description and the instant estimate's rates.
export function CategoryDialog({ category, onClose }: { category: CategoryItem | null; onClose: () => void }) {
  const t = useTranslations("Categories");
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useAppForm({
    schema: ZCreateCategory,
    defaultValues: {
      name: category?.name ?? "",
      description: category?.description ?? "",
      type: "Services",
      rates: category?.rates ?? null,
    },
    onSubmit: (values) => (category ? update.mutateAsync({ ...values, id: category.id }) : create.mutateAsync(values)),
    onSuccess: onClose,
    successMessage: category ? t("saved") : t("created"),
    guardUnsavedChanges: false,
  });
  return (
    <FormDialog
      open
      title={category ? t("editTitle") : t("newCategory")}
      onClose={onClose}
      onSubmit={form.submit}
      isSubmitting={form.isSubmitting}
    >
      <FormError message={form.formError} />
      <FormText control={form.control} name="name" label={t("name")} required />
      <FormText control={form.control} name="description" label={t("description")} multiline minRows={3} />
      <CategoryRatesFields control={form.control} setValue={form.setValue} />
    </FormDialog>
  );
}
