import { route } from "@/lib/api/handler";
import { invoiceOperations } from "@/lib/api/operations/invoices";
import { listCategories } from "@/lib/server/categories/list-categories";

// GET /api/category/categories – the service categories, by name (public)
export const GET = route(invoiceOperations.listCategories, async ({ query }) => listCategories({ page: query }));
