import { DashboardError } from "@/components/dashboard/dashboard-error";

export default function Dashboard500Page() {
  return <DashboardError kind="serverError" />;
}
