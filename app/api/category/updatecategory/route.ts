import { route } from "@/lib/api/handler";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { updateCategory } from "@/lib/server/categories/update-category";

// PUT /api/category/updateCategory – rename or describe a category (office only)
export const PUT = route(invoiceOperations.updateCategory, async ({ session, body }) =>
  updateCategory({ actor: session, input: body }),
);
