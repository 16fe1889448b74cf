"use client";

import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { ClockControl } from "@/components/dashboard/clocking/clock-control";
import { useEuro } from "@/components/dashboard/invoices/money";
import { useDuration, useTimeRange } from "@/components/dashboard/rota/shift-time";
import { DetailSection } from "@/components/dashboard/ui/detail";
import { LoadState } from "@/components/dashboard/ui/load-state";
import { StatusChip } from "@/components/dashboard/ui/status-chip";
import { TextLink } from "@/components/ui/links";
import type { Role } from "@/lib/auth/roles";
import type { ClockCurrent } from "@/lib/client/queries/clocking";
import {
  useOverview,
  type CleanerOverview,
  type ClientOverview,
  type OfficeOverview,
  type Overview,
} from "@/lib/client/queries/overview";
import { JOB_STAGE } from "@/lib/content/statuses";
import { TIME_ZONE } from "@/lib/i18n/locales";
import { useFormatter } from "@/lib/i18n/use-formatter";
import { ClientInvoices } from "./client-invoices";

// The chart draws in the browser only (it measures its box).
const WeeksChart = dynamic(() => import("./weeks-chart").then((module) => module.WeeksChart), { ssr: false });

// /dashboard/app: what matters today, by role, from one request.
export function OverviewView({
  actor,
  initial,
  initialClock,
}: {
  actor: { id: string; role: Role; firstName: string };
  initial?: Overview;
  initialClock?: ClockCurrent;
}) {
  const t = useTranslations("Overview");
  const query = useOverview(initial);
  const data = query.data;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: "1.75rem", mb: 1 }}>
          {t("welcome", { name: actor.firstName })}
        </Typography>
        <Typography color="text.secondary">{t(`intro.${data?.role ?? "loading"}` as never)}</Typography>
      </Box>
      <LoadState query={query} />
      {data?.role === "office" && <OfficeOverviewView data={data} />}
      {data?.role === "cleaner" && <CleanerOverviewView data={data} userId={actor.id} initialClock={initialClock} />}
      {data?.role === "client" && <ClientOverviewView data={data} />}
    </Stack>
  );
}

function Figure({
  label,
  value,
  detail,
  href,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  href?: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardContent>
        <Typography component="h2" variant="subtitle2" color="text.secondary">
          {href ? (
            <TextLink href={href} color="inherit">
              {label}
            </TextLink>
          ) : (
            label
          )}
        </Typography>
        <Typography sx={{ fontSize: "2rem", fontWeight: 600 }}>{value}</Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function OfficeOverviewView({ data }: { data: OfficeOverview }) {
  const t = useTranslations("Overview");
  const euro = useEuro();
  const duration = useDuration();
  const stages = [
    ["New", JOB_STAGE.New],
    ["Pending", JOB_STAGE.Pending],
    ["Incomplete", JOB_STAGE.Incomplete],
    ["Completed", JOB_STAGE.Completed],
  ] as const;
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Figure label={t("enquiriesThisWeek")} value={data.enquiriesThisWeek} href="/dashboard/enquiry" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Figure
            label={t("hoursThisWeek")}
            value={duration(data.hoursThisWeek.workedMinutes)}
            detail={
              <>
                {t("ofRostered", { rostered: duration(data.hoursThisWeek.rosteredMinutes) })}
                {/* Hours a cleaner says are wrong: the way to decide them. */}
                {data.clockRequestsWaiting > 0 && (
                  <>
                    <br />
                    <TextLink href="/dashboard/clocking/requests" color="inherit">
                      {t("clockRequestsWaiting", { count: data.clockRequestsWaiting })}
                    </TextLink>
                  </>
                )}
              </>
            }
            href="/dashboard/clocking"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Figure
            label={t("outstanding")}
            value={euro(data.invoices.outstanding.totalCents)}
            detail={t("invoiceCount", { count: data.invoices.outstanding.count })}
            href="/dashboard/invoice"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <Figure
            label={t("overdue")}
            value={euro(data.invoices.overdue.totalCents)}
            detail={t("invoiceCount", { count: data.invoices.overdue.count })}
            href="/dashboard/invoice"
          />
        </Grid>
      </Grid>
      <DetailSection title={t("jobsByStage")}>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: "wrap" }}>
          {stages.map(([name, stage]) => (
            <Stack key={name} spacing={0.5} sx={{ alignItems: "flex-start" }}>
              <StatusChip kind="jobStage" value={stage} />
              <Typography sx={{ fontSize: "1.5rem", fontWeight: 600 }} data-testid={`stage-${name}`}>
                {data.jobsByStage[name]}
              </Typography>
            </Stack>
          ))}
        </Stack>
        {/* Work done and not charged for: the way to bill it. */}
        {data.uninvoicedVisits > 0 && (
          <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, alignItems: "center", flexWrap: "wrap" }}>
            <Typography>{t("uninvoicedVisits", { count: data.uninvoicedVisits })}</Typography>
            {/* In the text's colour, as the figures' links: the primary green is too faint on dark mode's paper. */}
            <TextLink href="/dashboard/invoice/new" color="inherit">
              {t("invoiceVisits")}
            </TextLink>
          </Stack>
        )}
      </DetailSection>
      <DetailSection title={t("weeksTitle")}>
        <WeeksChart weeks={data.weeks} />
      </DetailSection>
    </>
  );
}

type ShiftLine = CleanerOverview["todayShifts"][number];
type JobLine = CleanerOverview["todayJobs"][number];

// One line of a cleaner's day: a shift, or a job of today that is on no
// shift (a visit booked with a start but no end has none).
type DayLine = {
  key: string;
  startsAt: string;
  endsAt: string | null;
  job: { id: string; title: string; address: string } | null;
  // A shift that is no job's is named by its place.
  location: string;
  notes: string | null;
  completed: boolean;
};

const fromShift = (shift: ShiftLine): DayLine => ({ ...shift, key: shift.id, completed: false });

const fromJob = (job: JobLine): DayLine => ({
  key: `job-${job.id}`,
  startsAt: job.scheduledAt,
  endsAt: job.scheduledEndAt,
  job: { id: job.id, title: job.title, address: job.address },
  location: job.address,
  notes: null,
  completed: job.completed,
});

// Today's shifts and jobs together, by start (ISO strings of one zone sort as text).
const dayLines = (shifts: ShiftLine[], jobs: JobLine[]) =>
  [...shifts.map(fromShift), ...jobs.map(fromJob)].sort((a, b) => a.startsAt.localeCompare(b.startsAt));

function DayList({ lines, empty }: { lines: DayLine[]; empty: string }) {
  const t = useTranslations("Overview");
  const timeRange = useTimeRange();
  if (lines.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List dense disablePadding>
      {lines.map((line) => (
        <ListItem key={line.key} disableGutters>
          <ListItemText
            // The title line holds a chip (a div), so it is a div too.
            slotProps={{ primary: { component: "div" } }}
            primary={
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
                {line.job ? (
                  <TextLink href={`/dashboard/job/${line.job.id}`}>
                    <bdi>{line.job.title}</bdi>
                  </TextLink>
                ) : (
                  <bdi>{line.location}</bdi>
                )}
                {line.completed && <StatusChip kind="jobStage" value={JOB_STAGE.Completed} />}
              </Stack>
            }
            secondary={
              <>
                {timeRange(line.startsAt, line.endsAt)}
                {line.job && (
                  <>
                    {" · "}
                    <bdi>{line.job.address}</bdi>
                  </>
                )}
                {line.notes && (
                  <>
                    <br />
                    <bdi>{t("shiftNote", { notes: line.notes })}</bdi>
                  </>
                )}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}

function CleanerOverviewView({
  data,
  userId,
  initialClock,
}: {
  data: CleanerOverview;
  userId: string;
  initialClock?: ClockCurrent;
}) {
  const t = useTranslations("Overview");
  const duration = useDuration();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ClockControl userId={userId} initial={initialClock} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          <DetailSection title={t("today")}>
            <DayList lines={dayLines(data.todayShifts, data.todayJobs)} empty={t("noShiftsToday")} />
          </DetailSection>
          <Figure
            label={t("myHoursThisWeek")}
            value={duration(data.hoursThisWeek.workedMinutes)}
            // Worked time is the closed records (as the timesheet counts it): while clocked in, say so.
            detail={t(data.openClock ? "ofRosteredWhileClockedIn" : "ofRostered", {
              rostered: duration(data.hoursThisWeek.rosteredMinutes),
            })}
          />
        </Stack>
      </Grid>
      <Grid size={12}>
        <DetailSection title={t("myRota")} id="rota">
          <DayList lines={data.weekShifts.map(fromShift)} empty={t("noPublishedShifts")} />
        </DetailSection>
      </Grid>
    </Grid>
  );
}

function ClientOverviewView({ data }: { data: ClientOverview }) {
  const t = useTranslations("Overview");
  const format = useFormatter();
  const timeRange = useTimeRange();
  const euro = useEuro();
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeZone: TIME_ZONE });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <DetailSection title={t("upcoming")}>
          {data.upcoming.length === 0 ? (
            <Typography color="text.secondary">{t("noUpcoming")}</Typography>
          ) : (
            <List dense disablePadding>
              {data.upcoming.map((job) => (
                <ListItem key={job.id} disableGutters>
                  <ListItemText
                    primary={<TextLink href={`/dashboard/job/${job.id}`}>{job.title}</TextLink>}
                    secondary={[
                      job.scheduledAt ? timeRange(job.scheduledAt, job.scheduledEndAt) : t("notScheduled"),
                      job.assignee ? t("cleanerName", { name: job.assignee.name }) : t("noCleanerYet"),
                    ].join(" · ")}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </DetailSection>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DetailSection title={t("lastVisit")}>
          {data.lastCompleted ? (
            <Stack spacing={1}>
              <TextLink href={`/dashboard/job/${data.lastCompleted.id}`}>{data.lastCompleted.title}</TextLink>
              <Typography variant="body2" color="text.secondary">
                {t("signedOn", { date: day(data.lastCompleted.signedAt), name: data.lastCompleted.signedBy })}
              </Typography>
              <TextLink href={`/dashboard/job/${data.lastCompleted.id}#sign-off`}>{t("signedRecord")}</TextLink>
            </Stack>
          ) : (
            <Typography color="text.secondary">{t("noVisitYet")}</Typography>
          )}
        </DetailSection>
      </Grid>
      <Grid size={12}>
        <DetailSection title={t("openInvoices")}>
          {data.openInvoices.length === 0 ? (
            <Alert severity="success">{t("noOpenInvoices")}</Alert>
          ) : (
            <List dense disablePadding>
              {data.openInvoices.map((invoice) => (
                <ListItem key={invoice.id} disableGutters>
                  <ListItemText
                    primary={
                      <TextLink href={`/dashboard/invoice/${invoice.id}`}>
                        {t("invoiceLine", { number: invoice.number, total: euro(invoice.totalCents) })}
                      </TextLink>
                    }
                    secondary={t("dueOn", { date: day(invoice.dueDate) })}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </DetailSection>
      </Grid>
      <Grid size={12}>
        <ClientInvoices />
      </Grid>
    </Grid>
  );
}
