"use client";

import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import type { Note } from "@/lib/client/queries/notes";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { DetailSection } from "./detail";
import { lazyForm } from "./lazy-form";

// The box to add a note, its own chunk: the panel that holds the notes
// preloads it (usePreloadForms([NoteForm])).
export const NoteForm = lazyForm(() => import("./note-form").then((module) => module.NoteForm));

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
  return (
    <DetailSection title={t("notes")}>
      <NoteForm onAdd={onAdd} draftKey={draftKey} />
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
