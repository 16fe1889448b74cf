import { ClockRequestsView } from "@/components/dashboard/clocking/clocking-views";
import { requireScreen } from "@/lib/server/require-session";

const UUID = /^[0-9a-f-]{36}$/i;

export default async function ClockRequestsPage({ searchParams }: PageProps<"/[locale]/dashboard/clocking/requests">) {
  const session = await requireScreen("clockingRequests");
  const { record } = await searchParams;
  const openRecordId = typeof record === "string" && UUID.test(record) ? record : undefined;
  return <ClockRequestsView actor={{ id: session.id, role: session.role }} openRecordId={openRecordId} />;
}
