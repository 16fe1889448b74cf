import { authOperations } from "./auth";
import { categoryOperations } from "./categories";
import { companyOperations } from "./companies";
import { enquiryOperations } from "./enquiries";
import { franchiseOperations } from "./franchises";
import { healthOperations } from "./health";
import { invoiceOperations } from "./invoices";
import { jobOperations } from "./jobs";
import { mailOperations } from "./mail";
import { overviewOperations } from "./overview";
import { schedulingOperations } from "./scheduling";
import { userOperations } from "./users";

// Every operation of the API, for the OpenAPI document and the tests that
// walk all routes. A new domain adds its operations file here.
export const operationGroups = {
  auth: authOperations,
  enquiries: enquiryOperations,
  franchises: franchiseOperations,
  users: userOperations,
  companies: companyOperations,
  categories: categoryOperations,
  jobs: jobOperations,
  invoices: invoiceOperations,
  scheduling: schedulingOperations,
  mail: mailOperations,
  overview: overviewOperations,
  health: healthOperations,
} as const;

export const allOperations = Object.values(operationGroups).flatMap((group) => Object.values(group));
