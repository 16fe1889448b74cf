import { authOperations } from "./auth";
import { enquiryOperations } from "./enquiries";
import { invoiceOperations } from "./invoices";
import { jobOperations } from "./jobs";
import { schedulingOperations } from "./scheduling";
import { userOperations } from "./users";

// Every operation of the API, for the OpenAPI document and the tests that
// walk all routes. A new domain adds its operations file here.
export const operationGroups = {
  auth: authOperations,
  enquiries: enquiryOperations,
  users: userOperations,
  jobs: jobOperations,
  invoices: invoiceOperations,
  scheduling: schedulingOperations,
} as const;

export const allOperations = Object.values(operationGroups).flatMap((group) => Object.values(group));
