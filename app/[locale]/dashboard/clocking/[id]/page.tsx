import { notFound } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import { ClockingPersonView } from "@/components/dashboard/clocking/clocking-views";
import { requireScreen } from "@/lib/server/require-session";
import { getUserById } from "@/lib/server/users/get-user";

export default async function ClockingPersonPage({ params }: PageProps<"/[locale]/dashboard/clocking/[id]">) {
  const session = await requireScreen("clocking");
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  // Someone this user may not see, or who is not there, has no records to list: the
  // dashboard's 404, not an empty list.
  const person = await getUserById({ actor: session, id }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!person) notFound();
  return <ClockingPersonView userId={id} actor={{ id: session.id, role: session.role }} />;
}
