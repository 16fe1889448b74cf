import { DashboardError } from "@/components/dashboard/dashboard-error";

// A dashboard screen's notFound() (a malformed id in its address, say): the
// 404 inside the dashboard's frame, with its menu, like /dashboard/404.
export default function DashboardNotFound() {
  return <DashboardError kind="notFound" />;
}
