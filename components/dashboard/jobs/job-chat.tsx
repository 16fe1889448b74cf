"use client";

import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import EditIcon from "@mui/icons-material/EditOutlined";
import SendIcon from "@mui/icons-material/Send";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { ConfirmDialog } from "@/components/dashboard/ui/confirm-dialog";
import { DetailSection } from "@/components/dashboard/ui/detail";
import { useAction } from "@/components/dashboard/ui/use-action";
import { isStaff } from "@/lib/auth/roles";
import {
  useDeleteChatMessage,
  useEditChatMessage,
  useJobChat,
  useMarkChatRead,
  usePostChatMessage,
  type ChatMessage,
} from "@/lib/client/queries/jobs";
import { readDraft, writeDraft } from "@/lib/client/drafts";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { CHAT_TEXT_MAX } from "@/lib/content/chat";
import type { TPaged } from "@/lib/validation/pagination";
import type { Actor } from "./job-moves";
import { Form } from "@/components/ui/form";

// The job's conversation between the office, its cleaner and its client:
// oldest at the top, newest at the bottom, new messages within 3 seconds.
// Everyone edits and deletes their own messages; the office may delete any.
export function JobChat({ jobId, actor, initial }: { jobId: string; actor: Actor; initial?: TPaged<ChatMessage> }) {
  const t = useTranslations("JobChat");
  const common = useTranslations("Common");
  const query = useJobChat(jobId, initial);
  const post = usePostChatMessage(jobId);
  const run = useAction();
  // What is being typed is kept for this tab (sessionStorage) until it is sent: a session
  // that ended mid-message (sign in again, back to the job) or a reload used to lose it.
  const draftKey = `chat:${jobId}`;
  // The stored draft (none on the server), until the user types.
  const saved = useSyncExternalStore(
    noChange,
    () => readDraft(draftKey),
    () => null,
  );
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? saved ?? "";
  const setText = (next: string) => {
    setTyped(next);
    writeDraft(draftKey, next);
  };
  // A touch screen with no mouse: a phone or a tablet, whose keyboard has no Shift+Enter.
  const isTouch = useMediaQuery("(pointer: coarse)");
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const remove = useDeleteChatMessage(jobId);
  const list = useRef<HTMLDivElement>(null);
  const messages = query.data?.data ?? [];
  const newest = messages.at(-1)?.id;
  const tooLong = text.length > CHAT_TEXT_MAX;

  const { mutate: markAsRead } = useMarkChatRead(jobId);

  // Back to the newest message when one arrives (the box may have been scrolled up), and count
  // them as read. In the column-reverse box the end is scrollTop 0; a larger value is clamped to it.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
    if (newest) markAsRead();
  }, [newest, markAsRead]);

  async function onSend(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message || tooLong || post.isPending) return;
    const sent = await run(() => post.mutateAsync(message));
    if (sent) setText("");
  }

  async function onDelete() {
    if (!deleting) return;
    const done = await run(() => remove.mutateAsync(deleting.id), t("deleted"));
    if (done !== undefined) setDeleting(null);
  }

  return (
    <DetailSection title={t("title")}>
      {query.isError && !query.data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {common("retry")}
            </Button>
          }
        >
          {common("loadFailed")}
        </Alert>
      )}
      {query.isPending && <CircularProgress size={24} aria-label={common("loading")} />}
      {query.data && messages.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t("empty")}
        </Typography>
      )}
      {/* Newest at the bottom and in view from the first paint, before any script: a
          column-reverse box starts scrolled to its end. The list inside keeps its order. */}
      <Box
        ref={list}
        role="group"
        aria-label={t("title")}
        tabIndex={messages.length > 0 ? 0 : -1}
        sx={{ maxHeight: 420, overflowY: "auto", display: "flex", flexDirection: "column-reverse" }}
      >
        <Box
          component="ol"
          aria-live="polite"
          aria-relevant="additions"
          sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}
        >
          {messages.map((message) =>
            message.deletedAt ? (
              <DeletedMessage key={message.id} message={message} isOwn={message.sender.id === actor.id} />
            ) : editing?.id === message.id ? (
              <EditMessage key={message.id} jobId={jobId} message={message} onDone={() => setEditing(null)} />
            ) : (
              <MessageBubble
                key={message.id}
                message={message}
                isOwn={message.sender.id === actor.id}
                canDelete={message.sender.id === actor.id || isStaff(actor.role)}
                onEdit={() => setEditing(message)}
                onDelete={() => setDeleting(message)}
              />
            ),
          )}
        </Box>
      </Box>
      <Form direction="row" spacing={1} onSubmit={onSend} sx={{ mt: 2, alignItems: "flex-start" }}>
        <TextField
          fullWidth
          multiline
          maxRows={5}
          size="small"
          label={t("messageLabel")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // With a keyboard, Enter sends and Shift+Enter starts a new line. A phone's
            // keyboard has no Shift+Enter: there, Enter starts a new line and Send sends.
            if (isTouch) return;
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) void onSend(event);
          }}
          error={tooLong}
          helperText={
            tooLong ? (
              t("tooLong", { max: CHAT_TEXT_MAX })
            ) : (
              // Said by CSS, not by a script: a phone's first paint (the page comes with the chat)
              // shows no hint that then disappears.
              <Box component="span" sx={{ "@media (pointer: coarse)": { display: "none" } }}>
                {t("enterHint")}
              </Box>
            )
          }
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!text.trim() || tooLong || post.isPending}
          aria-busy={post.isPending}
          endIcon={<SendIcon sx={{ transform: "scaleX(var(--icon-flip, 1))" }} />}
          sx={{ flexShrink: 0, mt: 0.25, '[dir="rtl"] &': { "--icon-flip": -1 } }}
        >
          {t("send")}
        </Button>
      </Form>
      <ConfirmDialog
        open={deleting !== null}
        title={t("deleteTitle")}
        text={t("deleteText")}
        confirmLabel={common("delete")}
        isDestructive
        isBusy={remove.isPending}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(null)}
      />
    </DetailSection>
  );
}

function MessageBubble({
  message,
  isOwn,
  canDelete,
  onEdit,
  onDelete,
}: {
  message: ChatMessage;
  isOwn: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("JobChat");
  const common = useTranslations("Common");
  const roles = useTranslations("Dashboard.roles");
  const format = useFormatter();
  return (
    <Box
      component="li"
      sx={{
        justifySelf: isOwn ? "end" : "start",
        maxWidth: "min(85%, 560px)",
        bgcolor: isOwn ? "action.selected" : "background.paper",
        border: 1,
        borderColor: isOwn ? "primary.light" : "divider",
        borderRadius: 2,
        px: 1.5,
        py: 1,
      }}
    >
      <Typography variant="caption" component="p" color="text.secondary">
        {isOwn ? t("you") : `${message.sender.name} · ${roles(message.sender.role)}`} ·{" "}
        <time dateTime={message.createdAt}>
          {format.dateTime(new Date(message.createdAt), { dateStyle: "short", timeStyle: "short" })}
        </time>
        {message.editedAt && ` · ${t("edited")}`}
      </Typography>
      {/* Each paragraph of a message takes the direction of its own words: "Merci !" on an
          Arabic page kept its "!" at the start. */}
      <Typography variant="body2" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere", unicodeBidi: "plaintext" }}>
        {message.text}
      </Typography>
      {(isOwn || canDelete) && (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
          {isOwn && (
            <IconButton size="small" aria-label={common("edit")} onClick={onEdit}>
              <EditIcon fontSize="inherit" />
            </IconButton>
          )}
          {canDelete && (
            <IconButton size="small" aria-label={common("delete")} onClick={onDelete}>
              <DeleteIcon fontSize="inherit" />
            </IconButton>
          )}
        </Stack>
      )}
    </Box>
  );
}

// A deleted message keeps its place in the conversation.
function DeletedMessage({ message, isOwn }: { message: ChatMessage; isOwn: boolean }) {
  const t = useTranslations("JobChat");
  return (
    <Box
      component="li"
      sx={{ justifySelf: isOwn ? "end" : "start", px: 1.5, py: 0.5, color: "text.secondary", fontStyle: "italic" }}
    >
      <Typography variant="body2">
        {isOwn ? t("youDeleted") : t("messageDeleted", { name: message.sender.name })}
      </Typography>
    </Box>
  );
}

function EditMessage({ jobId, message, onDone }: { jobId: string; message: ChatMessage; onDone: () => void }) {
  const t = useTranslations("JobChat");
  const common = useTranslations("Common");
  const edit = useEditChatMessage(jobId);
  const run = useAction();
  const [text, setText] = useState(message.text);
  const tooLong = text.length > CHAT_TEXT_MAX;
  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || tooLong) return;
    const saved = await run(() => edit.mutateAsync({ id: message.id, text: text.trim() }));
    if (saved) onDone();
  }
  return (
    <Box component="li" sx={{ justifySelf: "stretch" }}>
      <Form spacing={1} onSubmit={onSave}>
        <TextField
          multiline
          size="small"
          label={t("editLabel")}
          value={text}
          autoFocus
          onChange={(event) => setText(event.target.value)}
          error={tooLong}
          helperText={tooLong ? t("tooLong", { max: CHAT_TEXT_MAX }) : undefined}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
          <Button size="small" onClick={onDone} disabled={edit.isPending}>
            {common("cancel")}
          </Button>
          <Button size="small" type="submit" variant="contained" disabled={!text.trim() || tooLong || edit.isPending}>
            {common("save")}
          </Button>
        </Stack>
      </Form>
    </Box>
  );
}

const noChange = () => () => {};
