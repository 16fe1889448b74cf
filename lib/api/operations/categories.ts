import { operation } from "@/lib/api/handler";
import { STAFF_ROLES } from "@/lib/auth/roles";
import { ZCategoryId, ZCreateCategory, ZListCategories, ZUpdateCategory } from "@/lib/validation/categories";

// The Services categories (spec §3: only type 'Services' is kept).
export const categoryOperations = {
  listCategories: operation({
    auth: "public",
    query: ZListCategories,
    doc: {
      method: "GET",
      path: "/category/categories",
      summary: "The service categories offered, by name (includeRetired=true: the retired too): { data, totalRecords }",
      tag: "Categories",
    },
  }),
  getCategoryById: operation({
    auth: "public",
    query: ZCategoryId,
    doc: { method: "GET", path: "/category/getCategoryById", summary: "One service category", tag: "Categories" },
  }),
  createCategory: operation({
    auth: STAFF_ROLES,
    body: ZCreateCategory,
    maxBodyBytes: 16 * 1024,
    doc: { method: "POST", path: "/category/createCategory", summary: "Add a service category", tag: "Categories" },
  }),
  updateCategory: operation({
    auth: STAFF_ROLES,
    body: ZUpdateCategory,
    maxBodyBytes: 16 * 1024,
    doc: {
      method: "PUT",
      path: "/category/updateCategory",
      summary: "Rename, describe, retire (retired: true) or restore a category",
      tag: "Categories",
    },
  }),
};
