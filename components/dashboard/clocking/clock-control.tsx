"use client";

import CloudOffIcon from "@mui/icons-material/CloudOff";
import LoginIcon from "@mui/icons-material/Login";
import LogoutIcon from "@mui/icons-material/Logout";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore } from "react";
import { useToast } from "@/components/dashboard/shell/toasts";
import { MIRRORED_IN_RTL } from "@/components/dashboard/ui/mirrored";
import { useTimeRange } from "@/components/dashboard/rota/shift-time";
import {
  browserClockStore,
  flushClockEvents,
  recordClockEvent,
  type ClockEvent,
  type ClockEventStore,
} from "@/lib/client/clock-queue";
import { clockKeys, sendClockEvent, useClockCurrent, type ClockCurrent } from "@/lib/client/queries/clocking";
import { uuidv4 } from "@/lib/client/uuid";
import { TextLink } from "@/components/ui/links";
import { TIME_ZONE } from "@/lib/i18n/locales";
import { useFormatter } from "@/lib/i18n/use-formatter";

const NO_JOB = "none";
// The choice of a shift that is no job's: clocked in with no job, like NO_JOB.
const SHIFT_CHOICE = "shift:";
const isJobChoice = (choice: string) => choice !== NO_JOB && !choice.startsWith(SHIFT_CHOICE);

// The phone's position, only if the browser has (or now gets) the person's
// consent; a refusal, a timeout or no GPS simply records no location.
function currentPosition(): Promise<{ lat: number; lng: number } | undefined> {
  if (typeof navigator === "undefined" || !navigator.geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      () => resolve(undefined),
      { enableHighAccuracy: false, timeout: 8000, maximumAge: 60_000 },
    );
  });
}

// The phone's queue of clock events (IndexedDB). None on the server, nor while
// the page hydrates: the button then is as the server drew it, waiting.
let phoneStore: ClockEventStore | undefined;
const noChange = () => () => {};
const useClockStore = () =>
  useSyncExternalStore(
    noChange,
    () => (phoneStore ??= browserClockStore()),
    () => null,
  );

// The events still on this phone for this person.
function usePendingEvents(store: ClockEventStore | null, userId: string) {
  const [pending, setPending] = useState<ClockEvent[]>([]);
  const refresh = useCallback(async () => {
    if (!store) return;
    const all = await store.all();
    setPending(all.filter((event) => event.userId === userId).sort((a, b) => a.at.localeCompare(b.at)));
  }, [store, userId]);
  return [pending, refresh] as const;
}

// The big Clock in / Clock out button of a cleaner's phone, on their
// overview and on /dashboard/clocking. It offers today's shifts to clock in
// on, asks for the location only at the tap (the browser asks for consent;
// refusing never blocks clocking), and with no connection keeps the tap on
// the phone with its own time and sends it when the connection returns.

const DOUBLE_TAP_GUARD_MS = 1500;
// `initial`: the state the page came with (GET /api/clockinandout/current's answer).
export function ClockControl({ userId, initial }: { userId: string; initial?: ClockCurrent }) {
  const t = useTranslations("Clocking");
  const common = useTranslations("Common");
  const format = useFormatter();
  const timeRange = useTimeRange();
  const notify = useToast();
  const client = useQueryClient();
  const headingId = useId();
  const current = useClockCurrent({ initial });
  const store = useClockStore();
  const [pending, refreshPending] = usePendingEvents(store, userId);
  const [busy, setBusy] = useState(false);
  const [jobChoice, setJobChoice] = useState<string | null>(null);

  const flush = useCallback(async () => {
    if (!store) return;
    const own: ClockEventStore = {
      all: async () => (await store.all()).filter((event) => event.userId === userId),
      put: store.put,
      remove: store.remove,
    };
    const result = await flushClockEvents(own, sendClockEvent);
    await refreshPending();
    if (result.sent > 0) {
      notify(t("syncedToast", { count: result.sent }), "success");
      await client.invalidateQueries({ queryKey: clockKeys.all });
    }
    if (result.refused.length > 0) notify(t("refusedToast", { count: result.refused.length }), "error");
  }, [store, userId, refreshPending, notify, t, client]);

  // Send what waits when the page opens, when the connection returns, and every 30 s.
  useEffect(() => {
    if (!store) return;
    void flush();
    const onOnline = () => void flush();
    window.addEventListener("online", onOnline);
    const timer = window.setInterval(() => void flush(), 30_000);
    return () => {
      window.removeEventListener("online", onOnline);
      window.clearInterval(timer);
    };
  }, [store, flush]);

  // What the button shows: the last event still on the phone wins over the
  // server's last answer (which may be from before the connection dropped).
  const lastPending = pending.at(-1);
  const open = lastPending
    ? lastPending.kind === "in"
      ? { since: lastPending.at, jobTitle: null as string | null, offline: true }
      : null
    : current.data?.open
      ? {
          since: current.data.open.clockInAt,
          jobTitle: current.data.open.job?.title ?? null,
          offline: current.data.open.clockInOffline,
        }
      : null;
  // Open for over 12 hours (server's flag), and nothing newer waits on the phone.
  const forgotten = !lastPending && current.data?.open?.forgotten ? current.data.open : null;
  // Until the server's answer (or the phone's own record) says whether the
  // person is clocked in, the button waits: a tap then could clock in twice.
  // Offline, the query pauses and the phone's record decides. The page may
  // come with the server's answer: the state and today's shifts then show at
  // once, and the button waits only for the page to be live (a tap before
  // would be lost).
  const isKnown =
    current.data !== undefined || current.isError || current.fetchStatus === "paused" || pending.length > 0;
  const canTap = store !== null && isKnown;
  const shifts = useMemo(() => current.data?.todayShifts ?? [], [current.data]);
  // Jobs assigned for today that are on no shift of today's (the office did not roster them).
  const jobs = useMemo(() => current.data?.todayJobs ?? [], [current.data]);
  const defaultJob = shifts.find((shift) => shift.job)?.job?.id ?? jobs[0]?.id ?? NO_JOB;
  const chosenJob = jobChoice ?? defaultJob;

  const tap = async () => {
    if (!store || busy || !canTap) return;
    setBusy(true);
    try {
      const position = await currentPosition();
      const event: ClockEvent = {
        clientId: uuidv4(),
        kind: open ? "out" : "in",
        at: new Date().toISOString(),
        userId,
        ...(!open && isJobChoice(chosenJob) && { jobId: chosenJob }),
        ...position,
      };
      const outcome = await recordClockEvent(store, sendClockEvent, event);
      await refreshPending();
      if (outcome === "sent") {
        notify(event.kind === "in" ? t("clockedInToast") : t("clockedOutToast"), "success");
        await client.invalidateQueries({ queryKey: clockKeys.all });
      } else if (outcome === "queued") {
        notify(t("savedOfflineToast"), "warning");
      } else {
        notify(t("refusedToast", { count: 1 }), "error");
        await client.invalidateQueries({ queryKey: clockKeys.all });
      }
    } finally {
      // The button turns into its opposite where the finger is: a double tap
      // clocked straight back out (a 0-minute record). It waits a moment first.
      window.setTimeout(() => setBusy(false), DOUBLE_TAP_GUARD_MS);
    }
  };

  const time = (iso: string) =>
    format.dateTime(new Date(iso), { hour: "2-digit", minute: "2-digit", timeZone: TIME_ZONE });

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id={headingId} component="h2" variant="h6">
            {t("controlTitle")}
          </Typography>
          <Typography role="status" data-testid="clock-state">
            {!isKnown
              ? common("loading")
              : open
                ? open.jobTitle
                  ? t("clockedInOn", { time: time(open.since), job: open.jobTitle })
                  : t("clockedInSince", { time: time(open.since) })
                : t("notClockedIn")}
          </Typography>
          {forgotten && (
            // Clocking out now would count the whole night: a correction is what is needed.
            <Alert severity="warning" data-testid="clock-forgotten">
              {t("forgottenOwn", {
                since: format.dateTime(new Date(forgotten.clockInAt), {
                  dateStyle: "medium",
                  timeStyle: "short",
                  timeZone: TIME_ZONE,
                }),
              })}{" "}
              <TextLink href={`/dashboard/clocking/requests?record=${forgotten.id}`} color="inherit">
                {t("forgottenAsk")}
              </TextLink>
            </Alert>
          )}
          {!open && shifts.length + jobs.length > 0 && (
            <FormControl>
              <FormLabel id={`${headingId}-jobs`}>{t("clockInFor")}</FormLabel>
              <RadioGroup
                aria-labelledby={`${headingId}-jobs`}
                value={chosenJob}
                onChange={(event) => setJobChoice(event.target.value)}
              >
                {shifts.map((shift) => (
                  <FormControlLabel
                    key={shift.id}
                    // A shift that is no job's is clocked as time with no job.
                    value={shift.job?.id ?? `${SHIFT_CHOICE}${shift.id}`}
                    control={<Radio />}
                    label={
                      <span>
                        <bdi>{shift.job?.title ?? shift.location}</bdi>
                        <br />
                        <Typography component="span" variant="body2" color="text.secondary">
                          {timeRange(shift.startsAt, shift.endsAt)}
                          {shift.job && (
                            <>
                              {" · "}
                              <bdi>{shift.job.address}</bdi>
                            </>
                          )}
                          {/* Said at the door, where a gate code or a key's place is needed. */}
                          {shift.notes && (
                            <>
                              <br />
                              <bdi>{t("shiftNote", { notes: shift.notes })}</bdi>
                            </>
                          )}
                        </Typography>
                      </span>
                    }
                  />
                ))}
                {jobs.map((job) => (
                  <FormControlLabel
                    key={job.id}
                    value={job.id}
                    control={<Radio />}
                    label={
                      <span>
                        <bdi>{job.title}</bdi>
                        <br />
                        <Typography component="span" variant="body2" color="text.secondary">
                          {job.scheduledEndAt ? timeRange(job.scheduledAt, job.scheduledEndAt) : time(job.scheduledAt)}
                          {" · "}
                          <bdi>{job.address}</bdi>
                        </Typography>
                      </span>
                    }
                  />
                ))}
                <FormControlLabel value={NO_JOB} control={<Radio />} label={t("noJob")} />
              </RadioGroup>
            </FormControl>
          )}
          <Button
            variant="contained"
            color={open ? "secondary" : "primary"}
            size="large"
            onClick={tap}
            disabled={busy || !canTap}
            startIcon={open ? <LogoutIcon sx={MIRRORED_IN_RTL} /> : <LoginIcon sx={MIRRORED_IN_RTL} />}
            sx={{ minHeight: 88, fontSize: "1.35rem", borderRadius: 3 }}
            fullWidth
          >
            {open ? t("clockOut") : t("clockIn")}
          </Button>
          {pending.length > 0 && (
            <Alert severity="warning" icon={<CloudOffIcon />} data-testid="clock-pending">
              {t("pending", { count: pending.length, time: time(pending[0]!.at) })}
            </Alert>
          )}
          {current.isError && !current.data && <Alert severity="info">{t("stateUnavailable")}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {t("locationNote")}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
