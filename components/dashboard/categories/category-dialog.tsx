"use client";

import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormText } from "@/components/dashboard/ui/form/form-fields";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { useCreateCategory, useUpdateCategory, type CategoryItem } from "@/lib/client/queries/categories";
import { ZCreateCategory } from "@/lib/validation/categories";
import { CategoryRatesFields } from "./category-rates-fields";

// Add a category, or edit one: name, description and the instant estimate's rates.
export function CategoryDialog({ category, onClose }: { category: CategoryItem | null; onClose: () => void }) {
  const t = useTranslations("Categories");
  const titleId = useId();
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
    <Dialog open onClose={form.isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={form.submit} noValidate>
        <DialogTitle id={titleId}>{category ? t("editTitle") : t("newCategory")}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormError message={form.formError} />
            <FormText control={form.control} name="name" label={t("name")} required />
            <FormText control={form.control} name="description" label={t("description")} multiline minRows={3} />
            <CategoryRatesFields control={form.control} setValue={form.setValue} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <FormActions isSubmitting={form.isSubmitting} onCancel={onClose} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
