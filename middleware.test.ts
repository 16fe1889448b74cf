import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { signAccessToken } from "@/lib/auth/jwt";
import middleware from "./middleware";

async function visit(path: string, options: { signedIn?: boolean } = {}) {
  const headers = new Headers({ "accept-language": "en-IE,en;q=0.9" });
  if (options.signedIn) {
    const { token } = await signAccessToken({ id: "u1", role: "Administrator", tokenVersion: 0 }, 600);
    headers.set("cookie", `${SESSION_COOKIE}=${token}`);
  }
  return middleware(new NextRequest(new URL(path, "http://localhost:3000"), { headers }));
}

const location = (response: Response) => {
  const value = response.headers.get("location");
  return value ? new URL(value).pathname + new URL(value).search : null;
};

describe("middleware", () => {
  it.each([
    ["/dashboard/job/list", "/auth/jwt/login?returnTo=%2Fdashboard%2Fjob%2Flist"],
    ["/dashboard", "/auth/jwt/login?returnTo=%2Fdashboard"],
    ["/ar/dashboard/enquiry/list?x=1", "/ar/auth/jwt/login?returnTo=%2Far%2Fdashboard%2Fenquiry%2Flist%3Fx%3D1"],
  ])("sends a visitor without a session from %s to %s", async (path, target) => {
    const response = await visit(path);
    expect(response.status).toBe(307);
    expect(location(response)).toBe(target);
  });

  it("lets a signed-in user through to the dashboard", async () => {
    const response = await visit("/dashboard/job/list", { signedIn: true });
    expect(location(response)).toBeNull();
  });

  it.each([
    ["/auth/jwt/login", "/dashboard/app"],
    ["/auth/jwt/login?returnTo=/dashboard/job/list", "/dashboard/job/list"],
    ["/auth/jwt/login?returnTo=https://evil.example", "/dashboard/app"],
    ["/fr/auth/jwt/login", "/fr/dashboard/app"],
  ])("sends a signed-in user from %s to %s", async (path, target) => {
    const response = await visit(path, { signedIn: true });
    expect(response.status).toBe(307);
    expect(location(response)).toBe(target);
  });

  it.each([
    ["/locations/Dublin", "/locations/dublin"],
    ["/fr/locations/CORK?x=1", "/fr/locations/cork?x=1"],
  ])("sends the county page %s to %s", async (path, target) => {
    const response = await visit(path);
    expect(response.status).toBe(308);
    expect(location(response)).toBe(target);
  });

  it("rewrites mixed-case API paths to the lower-case route", async () => {
    const response = await visit("/api/Enquiry/CreateEnquiry?timestamp=1");
    expect(response.headers.get("x-middleware-rewrite")).toBe(
      "http://localhost:3000/api/enquiry/createenquiry?timestamp=1",
    );
    expect((await visit("/api/enquiry/createenquiry")).headers.get("x-middleware-rewrite")).toBeNull();
  });
});
