"use client";

import { useTranslations } from "next-intl";
import { z } from "zod";
import { Form } from "@/components/ui/form";
import { FormActions, FormError } from "@/components/dashboard/ui/form/form-actions";
import { FormText } from "@/components/dashboard/ui/form/form-fields";
import { useAppForm } from "@/components/dashboard/ui/form/use-app-form";
import { useDecideClockCorrection } from "@/lib/client/queries/clocking";
import { zRequiredText } from "@/lib/validation/fields";

const ZDeclineForm = z.object({ note: zRequiredText(500) });

// The office declines a correction request with a note, which the cleaner is e-mailed.
export function DeclineForm({ requestId, onCancel }: { requestId: string; onCancel: () => void }) {
  const t = useTranslations("ClockRequests");
  const decide = useDecideClockCorrection();
  const form = useAppForm({
    schema: ZDeclineForm,
    defaultValues: { note: "" },
    onSubmit: (values) => decide.mutateAsync({ id: requestId, decision: "decline", note: values.note }),
    successMessage: t("declinedToast"),
    guardUnsavedChanges: false,
  });
  return (
    <Form spacing={2} onSubmit={form.submit} aria-label={t("decline")}>
      <FormError message={form.formError} />
      <FormText control={form.control} name="note" label={t("note")} required helperText={t("noteHint")} />
      <FormActions isSubmitting={form.isSubmitting} submitLabel={t("decline")} onCancel={onCancel} />
    </Form>
  );
}
