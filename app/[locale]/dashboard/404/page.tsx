import { DashboardError } from "@/components/dashboard/dashboard-error";

export default function Dashboard404Page() {
  return <DashboardError kind="notFound" />;
}
