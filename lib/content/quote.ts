// The times of day a visitor may ask for their first visit in the quote
// modal. Free of zod: the office's enquiry panel shows the answer, and a
// screen with no form loads no validation (docs/dashboard.md).
export const VISIT_WINDOWS = ["any", "morning", "afternoon", "evening"] as const;
export type VisitWindow = (typeof VISIT_WINDOWS)[number];
