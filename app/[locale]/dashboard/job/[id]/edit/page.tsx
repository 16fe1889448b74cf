import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function JobIdEditPage() {
  await requireScreen("job");
  return <ScreenPlaceholder titleKey="jobEdit" />;
}
