import { operation } from "@/lib/api/handler";

const TAG = "Meta";

// For a proxy or an orchestrator in front of several instances (docs/operations.md).
export const healthOperations = {
  // The process answers: nothing is read, so this is also the framework's
  // floor that bench/api.mjs compares the write path with.
  live: operation({
    auth: "public",
    doc: { method: "GET", path: "/health/live", summary: "The instance answers: { ok: true }", tag: TAG },
  }),
  // The instance can serve: its database answers a query.
  ready: operation({
    auth: "public",
    doc: {
      method: "GET",
      path: "/health/ready",
      summary: "The instance and its database answer: { ok: true }, or 503 SERVICE_UNAVAILABLE",
      tag: TAG,
    },
  }),
};
