import { route } from "@/lib/api/handler";
import { categoryOperations } from "@/lib/api/operations/categories";
import { updateCategory } from "@/lib/server/categories/update-category";

// PUT /api/category/updateCategory – rename, describe, retire or restore a category (office only)
export const PUT = route(categoryOperations.updateCategory, async ({ session, body }) =>
  updateCategory({ actor: session, input: body }),
);
