"use client";

import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { z } from "zod";
import type { Note } from "@/lib/client/queries/notes";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { zRequiredText } from "@/lib/validation/fields";
import { DetailSection } from "./detail";
import { FormText } from "./form/form-fields";
import { DraftNotice } from "./form/form-draft";
import { useAppForm } from "./form/use-app-form";

const ZNoteForm = z.object({ text: zRequiredText(2000, { multiline: true }) });

// The office's internal notes on a record: newest first, each with who wrote
// it and when, and a box to add one.
// A note being written is kept as a draft under `draftKey` until it is added.
export function NotesSection({
  notes,
  onAdd,
  draftKey,
}: {
  notes: Note[];
  onAdd: (text: string) => Promise<unknown>;
  draftKey: string;
}) {
  const t = useTranslations("Common");
  const format = useFormatter();
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
    <DetailSection title={t("notes")}>
      <Stack component="form" spacing={1.5} onSubmit={form.submit} noValidate>
        <DraftNotice draft={form.draft} />
        <FormText control={form.control} name="text" label={t("addNote")} multiline minRows={2} fullWidth />
        <Button type="submit" variant="outlined" disabled={form.isSubmitting} sx={{ alignSelf: "flex-end" }}>
          {form.isSubmitting ? t("saving") : t("addNote")}
        </Button>
      </Stack>
      {notes.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t("noNotes")}
        </Typography>
      ) : (
        <List dense>
          {notes.map((note) => (
            <ListItem key={note.id} disableGutters divider>
              <ListItemText
                primary={note.text}
                secondary={t("changedBy", {
                  name: note.author?.name ?? "—",
                  date: format.dateTime(new Date(note.createdAt), { dateStyle: "medium", timeStyle: "short" }),
                })}
                slotProps={{ primary: { sx: { whiteSpace: "pre-line" } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DetailSection>
  );
}
