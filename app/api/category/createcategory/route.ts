import { route } from "@/lib/api/handler";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { createCategory } from "@/lib/server/categories/create-category";

// POST /api/category/createCategory – add a service category (office only)
export const POST = route(invoiceOperations.createCategory, async ({ session, body }) =>
  createCategory({ actor: session, input: body }),
);
