// Filled by the scheduling domain: one entry per call, passed to route() by its route file.
export const schedulingOperations = {};
