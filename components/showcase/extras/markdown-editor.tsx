"use client";

import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import Grid from "@mui/material/Grid";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import { useRef, useState, type KeyboardEvent } from "react";
import { bulletLines, wrapSelection, type Edit } from "./markdown";
import { MarkdownPreview } from "./markdown-preview";

type Command = "bold" | "italic" | "list";

const COMMANDS = [
  { command: "bold", Icon: FormatBoldIcon, shortcut: "Control+B" },
  { command: "italic", Icon: FormatItalicIcon, shortcut: "Control+I" },
  { command: "list", Icon: FormatListBulletedIcon, shortcut: undefined },
] as const;

// A plain textarea with a live preview: everything works with the keyboard
// (Tab moves on as usual; Ctrl/⌘+B and Ctrl/⌘+I format the selection).
export function MarkdownEditor() {
  const t = useTranslations("Showcase.editor");
  const [value, setValue] = useState(() => t("initial"));
  const textarea = useRef<HTMLTextAreaElement>(null);

  function apply(command: Command) {
    const element = textarea.current;
    if (!element) return;
    const current: Edit = { value: element.value, start: element.selectionStart, end: element.selectionEnd };
    const next =
      command === "list"
        ? bulletLines(current)
        : wrapSelection(current, command === "bold" ? "**" : "_", t("placeholderText"));
    setValue(next.value);
    // Back to the text, with the formatted words still selected, once React has rendered.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key !== "b" && key !== "i") return;
    event.preventDefault();
    apply(key === "b" ? "bold" : "italic");
  }

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack direction="row" spacing={0.5} role="group" aria-label={t("toolbar")} sx={{ mb: 1 }}>
          {COMMANDS.map(({ command, Icon, shortcut }) => (
            <Tooltip key={command} title={t(`${command}Hint`)}>
              <IconButton
                aria-label={t(command)}
                aria-keyshortcuts={shortcut}
                aria-controls="markdown-editor-input"
                onClick={() => apply(command)}
              >
                <Icon />
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <TextField
          id="markdown-editor-input"
          label={t("label")}
          helperText={t("help")}
          multiline
          minRows={8}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          inputRef={textarea}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="markdown-preview-title"
          sx={{ p: 2, height: "100%", bgcolor: "background.default", overflowWrap: "anywhere" }}
        >
          <Typography id="markdown-preview-title" variant="subtitle2" component="h4" sx={{ mb: 1 }}>
            {t("preview")}
          </Typography>
          <MarkdownPreview source={value} emptyText={t("empty")} />
        </Paper>
      </Grid>
    </Grid>
  );
}
