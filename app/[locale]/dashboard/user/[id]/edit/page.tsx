import { notFound } from "next/navigation";
import { UserEditView } from "@/components/dashboard/users/user-edit-view";
import { requireScreen } from "@/lib/server/require-session";

export default async function UserEditPage({ params }: PageProps<"/[locale]/dashboard/user/[id]/edit">) {
  const session = await requireScreen("users");
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  return <UserEditView id={id} actor={{ id: session.id, role: session.role }} />;
}
