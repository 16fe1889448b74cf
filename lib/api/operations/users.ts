// Filled by the users domain: one entry per call, passed to route() by its route file.
export const userOperations = {};
