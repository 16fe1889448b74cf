// The invoices a job's page lists: the first 25 (a visit is billed once, and
// seldom corrected more often). The page reads them on the server and the
// screen asks for the same page, so the two share this filter.
export const jobInvoicesFilter = (jobId: string) => ({ pageNumber: 1, pageSize: 25, jobId });
