"use client";

import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useFormatter } from "@/lib/i18n/use-formatter";

export type HistoryEntry = {
  id: string;
  // What happened, in the page's language.
  text: string;
  // When, as an ISO instant.
  at: string;
  // Who did it; none when the server did it by itself, or that user is gone.
  actor: { name: string } | null;
};

const AT = { dateStyle: "medium", timeStyle: "short" } as const;

// A record's history, oldest first (a job's timeline, an invoice's history):
// each entry what happened, and under it when and who, on a line along the
// start edge (the right one in Arabic).
export function HistoryList({ entries }: { entries: readonly HistoryEntry[] }) {
  const format = useFormatter();
  return (
    <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          sx={{ borderInlineStart: "3px solid", borderColor: "divider", paddingInlineStart: 1.5 }}
        >
          <Typography variant="body2">{entry.text}</Typography>
          <Typography variant="caption" color="text.secondary">
            <time dateTime={entry.at}>{format.dateTime(new Date(entry.at), AT)}</time>
            {entry.actor && ` · ${entry.actor.name}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
