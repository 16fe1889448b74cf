import { getEnv } from "./lib/env";
import { startSeriesWorker } from "./lib/server/jobs/job-series";
import { startOutboxWorker } from "./lib/server/mail/outbox";

// A bad configuration (for example no AUTH_SECRET in production) stops the
// server at start with a clear message, instead of failing on first use.
try {
  getEnv();
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}

// Each server process sends what the outbox holds (lib/server/mail/outbox.ts)
// and makes the coming visits of recurring jobs, now and once a day
// (lib/server/jobs/job-series.ts).
if (process.env.NEXT_PHASE !== "phase-production-build") {
  startOutboxWorker();
  startSeriesWorker();
}
