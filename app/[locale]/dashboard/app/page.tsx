import { OverviewView } from "@/components/dashboard/overview/overview-view";
import { asJson } from "@/lib/client/json";
import { getOverview } from "@/lib/server/overview/get-overview";
import { requireScreen } from "@/lib/server/require-session";

export default async function AppOverviewPage() {
  const session = await requireScreen("app");
  // The overview comes with the page, as GET /api/overview would answer it: a
  // cleaner's phone shows the day at once, not after its scripts have loaded
  // and asked for it. Should reading it fail, the screen asks the API itself
  // and says what went wrong there, with a way to try again.
  const initial = await getOverview({ actor: session }).then(asJson, (error: unknown) => {
    console.error("[overview] could not read the overview for the page", error);
    return undefined;
  });
  return (
    <OverviewView actor={{ id: session.id, role: session.role, firstName: session.firstName }} initial={initial} />
  );
}
