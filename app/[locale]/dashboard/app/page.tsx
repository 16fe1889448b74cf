import { OverviewView } from "@/components/dashboard/overview/overview-view";
import { currentClockState } from "@/lib/server/clocking/current-clock-state";
import { firstData } from "@/lib/server/first-data";
import { getOverview } from "@/lib/server/overview/get-overview";
import { requireScreen } from "@/lib/server/require-session";

export default async function AppOverviewPage() {
  const session = await requireScreen("app");
  // A cleaner's phone shows the day and the clock at once (lib/server/first-data.ts).
  const [initial, initialClock] = await Promise.all([
    firstData("the overview", () => getOverview({ actor: session })),
    session.role === "Cleaner" ? firstData("the clock state", () => currentClockState({ actor: session })) : undefined,
  ]);
  return (
    <OverviewView
      actor={{ id: session.id, role: session.role, firstName: session.firstName }}
      initial={initial}
      initialClock={initialClock}
    />
  );
}
