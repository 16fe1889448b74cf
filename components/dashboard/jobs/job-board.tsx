"use client";

import MoreVertIcon from "@mui/icons-material/MoreVert";
import SearchIcon from "@mui/icons-material/Search";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type DragEvent, type KeyboardEvent } from "react";
import { useToast } from "@/components/dashboard/shell/toasts";
import { visuallyHidden } from "@/components/ui/visually-hidden";
import { PhoneFilters } from "@/components/dashboard/ui/list/phone-filters";
import { useServiceLabel } from "@/components/dashboard/ui/service-label";
import { useStatusLabel } from "@/components/dashboard/ui/status-chip";
import { isStaff } from "@/lib/auth/roles";
import { ApiError } from "@/lib/client/api-client";
import { useJobs, useUpdateJob, type JobItem } from "@/lib/client/queries/jobs";
import type { JobStage } from "@/lib/content/statuses";
import { directionOf } from "@/lib/i18n/locales";
import type { Locale } from "@/lib/i18n/routing";
import { useRouter } from "@/lib/i18n/navigation";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { JobFilterControls, jobFilterQuery, type JobFilters } from "./job-filters";
import { moveRefusal, moveTargets, STAGES, type Actor } from "./job-moves";

const BOARD_PAGE = 50;

// The board: a column per stage, the newest scheduled jobs first (up to 50
// each, with the column's count). A card moves by drag and drop, by its
// menu, or with the arrow keys, only along the moves the API allows; a
// refused move says why.
export function JobBoard({
  actor,
  search,
  filters,
  onSearch,
  onFilters,
}: {
  actor: Actor;
  search: string;
  filters: JobFilters;
  onSearch: (search: string) => void;
  onFilters: (patch: Partial<JobFilters>) => void;
}) {
  const t = useTranslations("Jobs");
  const notify = useToast();
  const update = useUpdateJob();
  const stageLabel = useStatusLabel("jobStage");
  const [text, setText] = useState(search);
  const [dragged, setDragged] = useState<JobItem | null>(null);

  // The search goes to the address (and the API) once typing pauses.
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  async function move(job: JobItem, to: JobStage) {
    if (job.jobStage === to) return;
    const reason = moveRefusal(actor, job, to);
    if (reason) {
      notify(t(`refused.${reason}`, { from: stageLabel(job.jobStage), to: stageLabel(to) }), "error");
      return;
    }
    try {
      await update.mutateAsync({ id: job.id, jobStage: to });
      notify(t("moved", { title: job.title, stage: stageLabel(to) }), "success");
    } catch (error) {
      const field = error instanceof ApiError ? (error.fields?.jobStage ?? error.fields?.userAssigneeId) : undefined;
      notify(field ?? (error instanceof ApiError && !error.isNetworkError ? error.message : t("moveFailed")), "error");
    }
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
        <TextField
          size="small"
          type="search"
          fullWidth={false}
          label={t("searchLabel")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ minWidth: 300 }}
        />
        <PhoneFilters>
          <JobFilterControls filters={filters} onChange={onFilters} isStaff={isStaff(actor.role)} showStage={false} />
        </PhoneFilters>
      </Stack>
      <span id="board-keys-hint" style={visuallyHidden}>
        {t("boardKeysHint")}
      </span>
      <Box
        role="list"
        aria-label={t("boardLabel")}
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "repeat(4, minmax(260px, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
          overflowX: "auto",
          pb: 1,
        }}
      >
        {STAGES.map((stage) => (
          <BoardColumn
            key={stage}
            stage={stage}
            actor={actor}
            search={search}
            filters={filters}
            dragged={dragged}
            onDrag={setDragged}
            onMove={(job, to) => void move(job, to)}
          />
        ))}
      </Box>
    </Stack>
  );
}

function BoardColumn({
  stage,
  actor,
  search,
  filters,
  dragged,
  onDrag,
  onMove,
}: {
  stage: JobStage;
  actor: Actor;
  search: string;
  filters: JobFilters;
  dragged: JobItem | null;
  onDrag: (job: JobItem | null) => void;
  onMove: (job: JobItem, to: JobStage) => void;
}) {
  const t = useTranslations("Jobs");
  const common = useTranslations("Common");
  const stageLabel = useStatusLabel("jobStage");
  const query = useJobs({
    pageNumber: 1,
    pageSize: BOARD_PAGE,
    search: search || undefined,
    ...jobFilterQuery(filters),
    stage,
  });
  const [isOver, setIsOver] = useState(false);
  const canDrop = dragged !== null && dragged.jobStage !== stage && moveRefusal(actor, dragged, stage) === null;
  const headingId = `board-stage-${stage}`;
  const jobs = query.data?.data ?? [];

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    if (dragged) onMove(dragged, stage);
    onDrag(null);
  };

  return (
    <Paper
      role="listitem"
      aria-labelledby={headingId}
      variant="outlined"
      onDragOver={(event) => {
        if (!dragged) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = canDrop ? "move" : "none";
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      data-stage={stage}
      sx={{
        p: 1.5,
        minHeight: 320,
        bgcolor: isOver && canDrop ? "action.hover" : "background.default",
        borderColor: isOver ? (canDrop ? "primary.main" : "error.main") : undefined,
        borderStyle: dragged && canDrop ? "dashed" : "solid",
      }}
    >
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline", mb: 1.5 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: "1rem", fontWeight: 600 }}>
          {stageLabel(stage)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {query.data ? t("columnCount", { count: query.data.totalRecords }) : ""}
        </Typography>
      </Stack>
      {query.isPending && <CircularProgress size={24} aria-label={common("loading")} />}
      {query.isError && (
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
      {query.data && jobs.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t("columnEmpty")}
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: "none", m: 0, p: 0 }} aria-labelledby={headingId}>
        {jobs.map((job) => (
          <BoardCard key={job.id} job={job} actor={actor} onDrag={onDrag} onMove={onMove} />
        ))}
      </Stack>
      {query.data && query.data.totalRecords > jobs.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t("columnMore", { count: query.data.totalRecords - jobs.length })}
        </Typography>
      )}
    </Paper>
  );
}

function BoardCard({
  job,
  actor,
  onDrag,
  onMove,
}: {
  job: JobItem;
  actor: Actor;
  onDrag: (job: JobItem | null) => void;
  onMove: (job: JobItem, to: JobStage) => void;
}) {
  const t = useTranslations("Jobs");
  const format = useFormatter();
  const serviceLabel = useServiceLabel();
  const stageLabel = useStatusLabel("jobStage");
  const router = useRouter();
  const isRtl = directionOf(useLocale() as Locale) === "rtl";
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const targets = moveTargets(actor, job);
  const canMove = targets.length > 0;

  // Left and right move a card to the neighbouring column (mirrored in Arabic).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "Enter") router.push(`/dashboard/job/${job.id}`);
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const step = (event.key === "ArrowRight") !== isRtl ? 1 : -1;
    const to = STAGES[STAGES.indexOf(job.jobStage) + step];
    if (to !== undefined) onMove(job, to);
  };

  return (
    <Card
      component="li"
      variant="outlined"
      tabIndex={0}
      draggable={canMove}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", job.id);
        onDrag(job);
      }}
      onDragEnd={() => onDrag(null)}
      onKeyDown={onKeyDown}
      aria-label={t("cardLabel", { title: job.title, stage: stageLabel(job.jobStage) })}
      aria-describedby={canMove ? "board-keys-hint" : undefined}
      data-job-id={job.id}
      sx={{
        p: 1.5,
        cursor: canMove ? "grab" : "default",
        "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="a"
            href={`/dashboard/job/${job.id}`}
            onClick={(event) => {
              event.preventDefault();
              router.push(`/dashboard/job/${job.id}`);
            }}
            tabIndex={-1}
            sx={{ fontWeight: 600, color: "text.primary", textDecoration: "none", overflowWrap: "anywhere" }}
          >
            {job.title}
          </Typography>
          {job.unreadCount ? (
            <Chip
              size="small"
              color="primary"
              label={t("unreadMessages", { count: job.unreadCount })}
              sx={{ height: 20, my: 0.5 }}
            />
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {serviceLabel(job.service)}
          </Typography>
          <Typography variant="body2">
            {job.scheduledAt
              ? format.dateTime(new Date(job.scheduledAt), { dateStyle: "medium", timeStyle: "short" })
              : t("notScheduled")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {job.userClientName} · {job.userAssigneeName ?? t("unassigned")}
          </Typography>
        </Box>
        {canMove && (
          <>
            <IconButton
              size="small"
              aria-label={t("moveMenu", { title: job.title })}
              aria-haspopup="menu"
              onClick={(event) => setMenu(event.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
            <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
              {targets.map((stage) => (
                <MenuItem
                  key={stage}
                  onClick={() => {
                    setMenu(null);
                    onMove(job, stage);
                  }}
                >
                  {t("moveTo", { stage: stageLabel(stage) })}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </Stack>
    </Card>
  );
}
