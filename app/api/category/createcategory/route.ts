import { route } from "@/lib/api/handler";
import { categoryOperations } from "@/lib/api/operations/categories";
import { createCategory } from "@/lib/server/categories/create-category";

// POST /api/category/createCategory – add a service category (office only)
export const POST = route(categoryOperations.createCategory, async ({ session, body }) =>
  createCategory({ actor: session, input: body }),
);
