import { route } from "@/lib/api/handler";
import { categoryOperations } from "@/lib/api/operations/categories";
import { listCategories } from "@/lib/server/categories/list-categories";

// GET /api/category/categories – the service categories, by name (public)
export const GET = route(categoryOperations.listCategories, async ({ query }) => listCategories({ page: query }));
