import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { bearerFor } from "@/tests/fixtures/invoices";
import { apiRequest } from "@/tests/helpers";
import { GET as getCategoryById } from "./route";

const get = (id: string, bearer?: string) =>
  getCategoryById(apiRequest(`/api/category/getCategoryById?id=${id}`, { bearer }));

describe("GET /api/category/getCategoryById", () => {
  it.each([null, "Cleaner", "Client", "Administrator", "SuperAdministrator"] as const)(
    "answers %s with the category, retired or not",
    async (role) => {
      const category = await db.category.create({
        data: { name: `Window Cleaning ${randomUUID()}`, slug: randomUUID(), retiredAt: new Date() },
      });
      const response = await get(category.id, await bearerFor(role));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: category.id, type: "Services", retiredAt: expect.any(String) });
    },
  );

  it("answers 404 for an unknown id or a category of another type, 400 naming a malformed id", async () => {
    expect((await get(randomUUID())).status).toBe(404);
    const blog = await db.category.create({ data: { name: "News", slug: `news-${randomUUID()}`, type: "Blog" } });
    expect((await get(blog.id)).status).toBe(404);
    const bad = await get("house-cleaning");
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["query.id"]);
  });
});
