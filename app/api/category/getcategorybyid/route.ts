import { route } from "@/lib/api/handler";
import { categoryOperations } from "@/lib/api/operations/categories";
import { getCategoryById } from "@/lib/server/categories/get-category";

// GET /api/category/getCategoryById?id= – one service category (public)
export const GET = route(categoryOperations.getCategoryById, async ({ query }) => getCategoryById(query.id));
