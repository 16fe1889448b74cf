import { z } from "zod";

// The answer of GET /api/overview, for the OpenAPI document (the services
// build it; docs/api/overview.md says what each figure counts).

const zInstant = z.iso.datetime();
const zMinutes = z.number().int();
const zFigure = z.object({ count: z.number().int(), totalCents: z.number().int() });
const zHours = z.object({ workedMinutes: zMinutes, rosteredMinutes: zMinutes });
const zRef = z.object({ id: z.uuid(), name: z.string() });

const zShift = z.object({
  id: z.uuid(),
  startsAt: zInstant,
  endsAt: zInstant,
  location: z.string(),
  job: z.object({ id: z.uuid(), title: z.string(), address: z.string() }).nullable(),
});

const ZOfficeOverview = z.object({
  role: z.literal("office"),
  enquiriesThisWeek: z.number().int(),
  jobsByStage: z.object({
    New: z.number().int(),
    Pending: z.number().int(),
    Incomplete: z.number().int(),
    Completed: z.number().int(),
  }),
  hoursThisWeek: zHours.describe("The cleaners' closed clock records and shifts starting this week (Dublin)"),
  invoices: z.object({
    outstanding: zFigure.describe("Sent and not paid, overdue included"),
    overdue: zFigure.describe("Of those, past their due day"),
  }),
  weeks: z
    .array(z.object({ weekStart: z.iso.date(), jobsCompleted: z.number().int(), revenueCents: z.number().int() }))
    .describe("The last 12 weeks, oldest first, this week last"),
});

const ZCleanerOverview = z.object({
  role: z.literal("cleaner"),
  todayShifts: z.array(zShift),
  openClock: z
    .object({ id: z.uuid(), clockInAt: zInstant, job: z.object({ id: z.uuid(), title: z.string() }).nullable() })
    .nullable(),
  weekShifts: z.array(zShift).describe("This week and next, published weeks only"),
  hoursThisWeek: zHours,
});

const ZClientOverview = z.object({
  role: z.literal("client"),
  upcoming: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      scheduledAt: zInstant,
      scheduledEndAt: zInstant.nullable(),
      assignee: zRef.nullable(),
      stage: z.number().int(),
    }),
  ),
  lastCompleted: z.object({ id: z.uuid(), title: z.string(), signedAt: zInstant, signedBy: z.string() }).nullable(),
  openInvoices: z.array(
    z.object({
      id: z.uuid(),
      number: z.string(),
      totalCents: z.number().int(),
      dueDate: zInstant,
      status: z.number().int(),
    }),
  ),
});

export const ZOverviewResponse = z.discriminatedUnion("role", [ZOfficeOverview, ZCleanerOverview, ZClientOverview]);
