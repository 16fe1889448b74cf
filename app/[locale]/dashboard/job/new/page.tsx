import { ScreenPlaceholder } from "@/components/dashboard/screen-placeholder";
import { requireScreen } from "@/lib/server/require-session";

export default async function JobNewPage() {
  await requireScreen("job");
  return <ScreenPlaceholder titleKey="jobNew" />;
}
