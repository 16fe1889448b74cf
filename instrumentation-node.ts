import { getEnv } from "./lib/env";
import { startupProblems } from "./lib/server/startup-checks";
import { startReminderWorker } from "./lib/server/invoices/auto-reminders";
import { startSeriesWorker } from "./lib/server/jobs/job-series";
import { startOutboxWorker } from "./lib/server/mail/outbox";
import { startDigestWorker } from "./lib/server/overview/office-digest";

// A bad configuration (for example no AUTH_SECRET in production, a database
// or a folder the server cannot use) stops the server at start with a clear
// message, instead of failing on first use. They are awaited at the top of
// the module: register() awaits this import, and Next serves no request
// before register() is done.
const isBuilding = process.env.NEXT_PHASE === "phase-production-build";
try {
  const env = getEnv();
  const problems = isBuilding ? [] : await startupProblems(env);
  if (problems.length > 0) throw new Error(problems.join("\n"));
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}

// Each server process sends what the outbox holds (lib/server/mail/outbox.ts),
// makes the coming visits of recurring jobs, now and once a day
// (lib/server/jobs/job-series.ts), and the office's Monday digest when it is
// due (lib/server/overview/office-digest.ts; once a week across instances),
// and the payment reminders due (lib/server/invoices/auto-reminders.ts).
if (!isBuilding) {
  startOutboxWorker();
  startSeriesWorker();
  startDigestWorker();
  startReminderWorker();
}
