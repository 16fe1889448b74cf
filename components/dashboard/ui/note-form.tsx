"use client";

import Button from "@mui/material/Button";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { zRequiredText } from "@/lib/validation/fields";
import { FormText } from "./form/form-fields";
import { DraftNotice } from "./form/form-draft";
import { useAppForm } from "./form/use-app-form";
import { Form } from "@/components/ui/form";

const ZNoteForm = z.object({ text: zRequiredText(2000, { multiline: true }) });

// The box to add a note to a record. A note being written is kept as a
// draft under `draftKey` until it is added.
export function NoteForm({ onAdd, draftKey }: { onAdd: (text: string) => Promise<unknown>; draftKey: string }) {
  const t = useTranslations("Common");
  const form = useAppForm({
    schema: ZNoteForm,
    defaultValues: { text: "" },
    draftKey,
    onSubmit: ({ text }) => onAdd(text),
    onSuccess: () => form.reset({ text: "" }),
    successMessage: null,
    guardUnsavedChanges: false,
  });
  return (
    <Form spacing={1.5} onSubmit={form.submit}>
      <DraftNotice draft={form.draft} />
      <FormText control={form.control} name="text" label={t("addNote")} multiline minRows={2} fullWidth />
      <Button type="submit" variant="outlined" disabled={form.isSubmitting} sx={{ alignSelf: "flex-end" }}>
        {form.isSubmitting ? t("saving") : t("addNote")}
      </Button>
    </Form>
  );
}
