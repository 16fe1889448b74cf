import { operation } from "@/lib/api/handler";
import { ZOverviewResponse } from "@/lib/validation/overview";

// The dashboard's overview (issue #14): every signed-in role, each its own content.
export const overviewOperations = {
  getOverview: operation({
    auth: "user",
    doc: {
      method: "GET",
      path: "/overview",
      summary:
        "What /dashboard/app shows, by the caller's role: the office's week and figures, a cleaner's day and " +
        "published rota, a client's visits and open invoices (docs/api/overview.md)",
      tag: "Overview",
      response: ZOverviewResponse,
    },
  }),
};
