import { DashboardError } from "@/components/dashboard/dashboard-error";

export default function Dashboard403Page() {
  return <DashboardError kind="forbidden" />;
}
