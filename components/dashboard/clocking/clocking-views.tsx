"use client";

import HistoryIcon from "@mui/icons-material/History";
import RuleIcon from "@mui/icons-material/Rule";
import Badge from "@mui/material/Badge";
import Stack from "@mui/material/Stack";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/dashboard/ui/page-header";
import { ButtonLink } from "@/components/ui/links";
import { isStaff, type Role } from "@/lib/auth/roles";
import { useWaitingClockRequestCount, type ClockCurrent } from "@/lib/client/queries/clocking";
import { useUser } from "@/lib/client/queries/users";
import { ClockControl } from "./clock-control";
import { ClockRecordList } from "./clock-records";
import { ClockRequestList, MissedClockingButton } from "./correction-requests";

type Actor = { id: string; role: Role };

// /dashboard/clocking: the office sees everyone's records (and corrects
// them); a cleaner gets the clock button above their own records; a client
// has none (they book cleaning, they do not clock in).
export function ClockingView({ actor, initialClock }: { actor: Actor; initialClock?: ClockCurrent }) {
  const t = useTranslations("Clocking");
  const staff = isStaff(actor.role);
  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: "wrap" }}>
            {actor.role !== "Client" && <MissedClockingButton forOffice={staff} />}
            {actor.role !== "Client" && <RequestsButton staff={staff} />}
            {!staff && (
              <ButtonLink href="/dashboard/clocking/history" variant="outlined" startIcon={<HistoryIcon />}>
                {t("historyTitle")}
              </ButtonLink>
            )}
          </Stack>
        }
      />
      <Stack spacing={3}>
        {actor.role === "Cleaner" && <ClockControl userId={actor.id} initial={initialClock} />}
        <ClockRecordList mode={staff ? "office" : "own"} canCorrect={staff} />
      </Stack>
    </>
  );
}

// /dashboard/clocking/history: a cleaner's or client's own records, each
// saying whether a location was recorded.
export function ClockingHistoryView() {
  const t = useTranslations("Clocking");
  return (
    <>
      <PageHeader title={t("historyTitle")} crumbs={[{ label: t("title"), href: "/dashboard/clocking" }]} />
      <ClockRecordList mode="own" canCorrect={false} />
    </>
  );
}

// /dashboard/clocking/{id}?startDate&endDate: one person's records and the
// range's totals. The API answers only what the caller may see.
export function ClockingPersonView({ userId, actor }: { userId: string; actor: Actor }) {
  const t = useTranslations("Clocking");
  const staff = isStaff(actor.role);
  const person = useUser(staff ? userId : "");
  const name = staff ? (person.data ? `${person.data.firstName} ${person.data.lastName}` : "") : "";
  return (
    <>
      <PageHeader
        title={name ? t("personTitle", { name }) : t("title")}
        crumbs={[{ label: t("title"), href: "/dashboard/clocking" }]}
      />
      <ClockRecordList mode="person" userId={userId} canCorrect={staff} />
    </>
  );
}

// The way to the correction requests: for the office, with how many wait.
function RequestsButton({ staff }: { staff: boolean }) {
  const t = useTranslations("ClockRequests");
  const { data: waiting = 0 } = useWaitingClockRequestCount(staff);
  const label = staff ? t("title") : t("mine");
  return (
    <Badge badgeContent={waiting} color="warning" max={99} overlap="rectangular">
      <ButtonLink
        href="/dashboard/clocking/requests"
        variant="outlined"
        startIcon={<RuleIcon />}
        aria-label={waiting > 0 ? t("titleWaiting", { count: waiting }) : label}
      >
        {label}
      </ButtonLink>
    </Badge>
  );
}

// /dashboard/clocking/requests: the office's queue of correction requests, or
// a cleaner's own. ?record= opens that record (the decision e-mail's link).
export function ClockRequestsView({ actor, openRecordId }: { actor: Actor; openRecordId?: string }) {
  const t = useTranslations("ClockRequests");
  const tClocking = useTranslations("Clocking");
  const staff = isStaff(actor.role);
  return (
    <>
      <PageHeader
        title={staff ? t("title") : t("mine")}
        crumbs={[{ label: tClocking("title"), href: "/dashboard/clocking" }]}
        actions={actor.role === "Cleaner" && <MissedClockingButton />}
      />
      <ClockRequestList mode={staff ? "office" : "own"} openRecordId={openRecordId} />
    </>
  );
}
