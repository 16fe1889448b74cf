// Filled by the invoices domain: one entry per call, passed to route() by its route file.
export const invoiceOperations = {};
