import { afterAll, describe, expect, it, vi } from "vitest";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as forgotPassword } from "@/app/api/auth/forgotpassword/route";
import { GET as openApi } from "@/app/api/openapi.json/route";
import { db } from "@/lib/server/db";
import { apiRequest, createUser, PASSWORD } from "@/tests/helpers";
import { POST as login } from "./route";

// The site as deployed: APP_URL is https. Set before any module reads the
// environment; put back for whatever test file this worker runs next.
vi.hoisted(() => {
  process.env.APP_URL = "https://www.emeraldclean.ie";
});
afterAll(() => {
  delete process.env.APP_URL;
});

describe("cookies when the public origin is https (finding 5)", () => {
  it("marks the session and device cookies Secure with the __Host- prefix, whatever URL the server saw", async () => {
    const user = await createUser();
    // `next start` hands handlers http://localhost:PORT: that must not decide anything.
    const response = await login(apiRequest("/api/auth/login", { body: { username: user.email, password: PASSWORD } }));
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    for (const name of ["__Host-cs_session", "__Host-cs_device"]) {
      const cookie = cookies.find((value) => value.startsWith(`${name}=`));
      expect(cookie, name).toBeDefined();
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    }
  });

  it("reads the session from the __Host- cookie only, and takes writes from the https origin only", async () => {
    const user = await createUser();
    const { accessToken } = await (
      await login(apiRequest("/api/auth/login", { body: { username: user.email, password: PASSWORD } }))
    ).json();
    const read = (cookie: string) => me(apiRequest("/api/auth/me", { cookie }));
    expect((await read(`__Host-cs_session=${accessToken}`)).status).toBe(200);
    // A cookie without the prefix may have been set by a plain-http page or a subdomain.
    expect((await read(`cs_session=${accessToken}`)).status).toBe(401);
  });

  it("names the __Host- cookie in the API's description", async () => {
    const document = await (await openApi(apiRequest("/api/openapi.json"))).json();
    expect(document.components.securitySchemes.cookie.name).toBe("__Host-cs_session");
  });

  it("builds the reset link from APP_URL, not from the URL the server saw (finding 1)", async () => {
    const user = await createUser({ role: "Client" });
    // The handler sees http://localhost:3000 with a forged forwarded host.
    const response = await forgotPassword(
      apiRequest("/api/auth/forgotPassword", {
        body: { email: user.email },
        headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" },
      }),
    );
    expect(response.status).toBe(200);
    const mail = await db.outboxMail.findFirstOrThrow({ where: { toAddress: user.email } });
    const links = mail.text.match(/https?:\/\/[^\s]+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe("https://www.emeraldclean.ie");
  });
});
