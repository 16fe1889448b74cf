import { route } from "@/lib/api/handler";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { jobPrice } from "@/lib/server/invoices/job-price";

// GET /api/invoice/jobPrice?id= – one visit's price of a job, from its quote and today's rates
export const GET = route(invoiceOperations.jobPrice, async ({ query }) => jobPrice(query.id));
