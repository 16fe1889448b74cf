// Filled by the jobs domain: one entry per call, passed to route() by its route file.
export const jobOperations = {};
