import { ClockingView } from "@/components/dashboard/clocking/clocking-views";
import { currentClockState } from "@/lib/server/clocking/current-clock-state";
import { firstData } from "@/lib/server/first-data";
import { requireScreen } from "@/lib/server/require-session";

export default async function ClockingPage() {
  const session = await requireScreen("clocking");
  // The clock button's state and today's shifts come with the page (lib/server/first-data.ts).
  const initialClock =
    session.role === "Cleaner"
      ? await firstData("the clock state", () => currentClockState({ actor: session }))
      : undefined;
  return <ClockingView actor={{ id: session.id, role: session.role }} initialClock={initialClock} />;
}
