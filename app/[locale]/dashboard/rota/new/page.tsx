import { ShiftNewView } from "@/components/dashboard/rota/shift-form";
import { requireScreen } from "@/lib/server/require-session";

export default async function NewShiftPage() {
  await requireScreen("rota");
  return <ShiftNewView />;
}
