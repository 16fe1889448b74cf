import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { apiRequest, createUser, tokenFor } from "@/tests/helpers";
import { expectConsoleError } from "@/tests/setup";
import { AppError, ERROR_STATUS, type ErrorCode } from "./errors";
import { route } from "./handler";

const prismaError = (code: string) =>
  new Prisma.PrismaClientKnownRequestError("boom", { code, clientVersion: "6.19.3" });

describe("route wrapper: error mapping", () => {
  it.each(Object.entries(ERROR_STATUS).filter(([code]) => code !== "INTERNAL") as [ErrorCode, number][])(
    "AppError %s → %i with { error: { code, message } }",
    async (code, status) => {
      const handler = route({ auth: "public" }, async () => {
        throw new AppError(code, `message for ${code}`);
      });
      const response = await handler(apiRequest("/api/x"));
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: { code, message: `message for ${code}` } });
    },
  );

  it.each([
    ["P2025", 404, "NOT_FOUND"],
    ["P2002", 409, "CONFLICT"],
    ["P2003", 409, "CONFLICT"],
  ])("Prisma %s → %i", async (prismaCode, status, code) => {
    const handler = route({ auth: "public" }, async () => {
      throw prismaError(prismaCode);
    });
    const response = await handler(apiRequest("/api/x"));
    expect(response.status).toBe(status);
    expect((await response.json()).error.code).toBe(code);
  });

  it("answers an unknown error with a generic 500 and logs the detail on the server only", async () => {
    const handler = route({ auth: "public" }, async () => {
      throw new Error("SQLITE_CORRUPT: secret detail");
    });
    const response = await handler(apiRequest("/api/x"));
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.error.code).toBe("INTERNAL");
    expect(JSON.stringify(body)).not.toContain("secret detail");
    expect(String(expectConsoleError()[0]?.[1])).toContain("secret detail");
  });

  it("a caller who hangs up halfway through its body is no failure to log: one line says so", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    let handled = false;
    const handler = route({ auth: "public", body: z.object({ name: z.string() }) }, async () => {
      handled = true;
    });
    // What Node's request stream does when the connection goes: the body
    // stops with "aborted" (ECONNRESET) after its first bytes.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name": "Ai'));
        controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      },
    });
    const response = await handler(
      new Request("http://localhost/api/x", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(499);
    expect(handled).toBe(false);
    expect(info).toHaveBeenCalledWith("[api] POST /api/x: the caller hung up before the answer");
    info.mockRestore();
    // tests/setup.ts fails the test had console.error been called.
  });

  it("a connection reset in the service's own work is a failure, logged as one", async () => {
    const handler = route({ auth: "public" }, async () => {
      throw Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    });
    expect((await handler(apiRequest("/api/x"))).status).toBe(500);
    expect(expectConsoleError()[0]?.[0]).toBe("[api] GET /api/x failed:");
  });

  it("passes on headers of an AppError (e.g. Retry-After)", async () => {
    const handler = route({ auth: "public" }, async () => {
      throw new AppError("TOO_MANY_REQUESTS", "Slow down", { headers: { "Retry-After": "30" } });
    });
    const response = await handler(apiRequest("/api/x"));
    expect(response.headers.get("retry-after")).toBe("30");
  });
});

describe("route wrapper: the error's sentence in the caller's language", () => {
  const failing = (error: AppError) =>
    route({ auth: "public" }, async () => {
      throw error;
    });
  const ask = async (error: AppError, language: string) =>
    (await (await failing(error)(apiRequest("/api/x", { headers: { "accept-language": language } }))).json()).error;

  it("keeps an English sentence for an English caller, and says what the code means to others", async () => {
    const conflict = new AppError("CONFLICT", "Only an e-mail that failed can be sent again.");
    expect((await ask(conflict, "en-IE")).message).toBe("Only an e-mail that failed can be sent again.");
    expect((await ask(conflict, "ar")).message).toBe(
      "لا يمكن تنفيذ ذلك الآن: تغيّر السجل أو أصبح مقفلًا. أعد تحميل الصفحة وحاول مرة أخرى.",
    );
    expect((await ask(conflict, "zh-Hans")).message).toBe("暂时无法执行：该记录已更改或已锁定。请刷新页面后重试。");
  });

  it("gives a non-English caller the first field's message, and translates a message that is a key", async () => {
    const withField = new AppError("BAD_REQUEST", "Invalid input: email", { fields: { email: "email" } });
    const french = await ask(withField, "fr");
    expect(french.fields.email).not.toBe("email");
    expect(french.message).toBe(french.fields.email);
    const keyed = new AppError("CONFLICT", "timesheetApprovedLocked");
    expect((await ask(keyed, "en")).message).toBe(
      "This timesheet is approved and can no longer change; the office may unlock it.",
    );
    expect((await ask(keyed, "vi")).message).toBe(
      "Bảng chấm công này đã được duyệt và không thể thay đổi nữa; văn phòng có thể mở khóa.",
    );
  });
});

describe("route wrapper: input", () => {
  const echo = route(
    {
      auth: "public",
      body: z.object({ count: z.number().int() }),
      query: z.object({ q: z.string().min(2) }).partial(),
      maxBodyBytes: 100,
    },
    async ({ body, query }) => ({ body, query }),
  );

  it("parses body and query, ignoring unknown query parameters such as timestamp", async () => {
    const response = await echo(apiRequest("/api/x?q=ab&timestamp=123", { body: { count: 2 } }));
    expect(await response.json()).toEqual({ body: { count: 2 }, query: { q: "ab" } });
  });

  it("names every bad field, with body and query prefixes kept apart", async () => {
    const response = await echo(apiRequest("/api/x?q=a", { body: { count: "two" } }));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(Object.keys(error.fields)).toEqual(["query.q"]);
    const second = await echo(apiRequest("/api/x", { body: { count: "two" } }));
    expect((await second.json()).error.fields).toHaveProperty("count");
  });

  it("refuses malformed JSON with 400", async () => {
    const response = await echo(
      apiRequest("/api/x", { rawBody: "{oops", headers: { "content-type": "application/json" } }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/not valid JSON/);
  });

  it("refuses half a UTF-16 pair, escaped on its own, with 400 naming the field; keeps whole pairs", async () => {
    const json = { "content-type": "application/json" };
    const lone = await echo(
      apiRequest("/api/x", { rawBody: '{"count":1,"note":{"text":"ab\\udc00"}}', headers: json }),
    );
    expect(lone.status).toBe(400);
    expect((await lone.json()).error.fields).toEqual({
      "note.text": "Remove invisible or control characters from this field.",
    });
    // An emoji, escaped as its pair or sent as it is, is text.
    for (const rawBody of ['{"count":1,"note":"\\ud83e\\uddf9"}', '{"count":1,"note":"🧹"}']) {
      expect((await echo(apiRequest("/api/x", { rawBody, headers: json }))).status).toBe(200);
    }
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await echo(
      apiRequest("/api/x", { rawBody: "count=2", headers: { "content-type": "application/x-www-form-urlencoded" } }),
    );
    expect(response.status).toBe(415);
  });

  it("refuses a body over the limit with 413, declared or not", async () => {
    const big = JSON.stringify({ count: 1, pad: "x".repeat(200) });
    expect(
      (await echo(apiRequest("/api/x", { rawBody: big, headers: { "content-type": "application/json" } }))).status,
    ).toBe(413);
    const undeclared = new Request("http://localhost:3000/api/x", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Blob([big]).stream(),
      duplex: "half",
    } as RequestInit);
    expect((await echo(undeclared)).status).toBe(413);
  });
});

describe("route wrapper: authentication and roles", () => {
  const adminOnly = route({ auth: ["Administrator", "SuperAdministrator"] }, async ({ session }) => ({
    id: session.id,
  }));
  const anyUser = route({ auth: "user" }, async ({ session }) => ({ id: session.id }));

  it("answers 401 without a token and with a bad one", async () => {
    expect((await anyUser(apiRequest("/api/x"))).status).toBe(401);
    expect((await anyUser(apiRequest("/api/x", { bearer: "garbage" }))).status).toBe(401);
  });

  it("accepts the token as bearer or cookie", async () => {
    const admin = await createUser({ role: "Administrator" });
    const token = await tokenFor(admin);
    expect(await (await adminOnly(apiRequest("/api/x", { bearer: token }))).json()).toEqual({ id: admin.id });
    expect((await adminOnly(apiRequest("/api/x", { cookie: `${SESSION_COOKIE}=${token}` }))).status).toBe(200);
  });

  it("answers 403 to a role that is not allowed", async () => {
    const cleaner = await createUser({ role: "Cleaner" });
    expect((await adminOnly(apiRequest("/api/x", { bearer: await tokenFor(cleaner) }))).status).toBe(403);
  });

  it("stops a token once the user is banned or their token version changes", async () => {
    const admin = await createUser({ role: "Administrator" });
    const token = await tokenFor(admin);
    const { db } = await import("@/lib/server/db");
    await db.user.update({ where: { id: admin.id }, data: { tokenVersion: { increment: 1 } } });
    expect((await anyUser(apiRequest("/api/x", { bearer: token }))).status).toBe(401);
    const other = await createUser({ role: "Administrator" });
    const otherToken = await tokenFor(other);
    await db.user.update({ where: { id: other.id }, data: { status: "banned" } });
    expect((await anyUser(apiRequest("/api/x", { bearer: otherToken }))).status).toBe(401);
  });

  it("uses the role stored now, not the one in the token", async () => {
    const admin = await createUser({ role: "Administrator" });
    const token = await tokenFor(admin);
    const { db } = await import("@/lib/server/db");
    await db.user.update({ where: { id: admin.id }, data: { role: "Cleaner" } });
    expect((await adminOnly(apiRequest("/api/x", { bearer: token }))).status).toBe(403);
  });

  it("refuses cookie-authenticated writes from another origin (CSRF), but not bearer ones", async () => {
    const admin = await createUser({ role: "Administrator" });
    const token = await tokenFor(admin);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const write = (headers: Record<string, string>, auth: { cookie?: string; bearer?: string }) =>
      adminOnly(apiRequest("/api/x", { method: "POST", headers, ...auth }));
    expect((await write({ origin: "https://evil.example" }, { cookie })).status).toBe(403);
    expect((await write({}, { cookie })).status).toBe(403);
    expect((await write({ referer: "https://evil.example/page" }, { cookie })).status).toBe(403);
    expect((await write({ origin: "http://localhost:3000" }, { cookie })).status).toBe(200);
    expect((await write({ referer: "http://localhost:3000/dashboard" }, { cookie })).status).toBe(200);
    expect((await write({ origin: "https://evil.example" }, { bearer: token })).status).toBe(200);
  });

  it("judges the origin by APP_URL, not by the Host or X-Forwarded-Host the request names", async () => {
    const cookie = `${SESSION_COOKIE}=${await tokenFor(await createUser({ role: "Administrator" }))}`;
    const write = (headers: Record<string, string>) =>
      adminOnly(apiRequest("/api/x", { method: "POST", headers, cookie }));
    // An attacker's page on evil.example, with the request claiming to be for that host.
    expect((await write({ origin: "http://evil.example", "x-forwarded-host": "evil.example" })).status).toBe(403);
    expect(
      (
        await write({
          origin: "https://evil.example",
          "x-forwarded-host": "evil.example",
          "x-forwarded-proto": "https",
        })
      ).status,
    ).toBe(403);
    expect((await write({ origin: "http://evil.example", host: "evil.example" })).status).toBe(403);
  });

  it("marks every answer, errors included, Cache-Control: no-store", async () => {
    const token = await tokenFor(await createUser({ role: "Administrator" }));
    const ok = await adminOnly(
      apiRequest("/api/x", { method: "POST", bearer: token, headers: { origin: "http://localhost:3000" } }),
    );
    const refused = await adminOnly(apiRequest("/api/x", { method: "POST" }));
    expect([ok.status, refused.status]).toEqual([200, 401]);
    for (const response of [ok, refused]) expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("says how long the server worked on every answer (Server-Timing), by phase as far as it got", async () => {
    const token = await tokenFor(await createUser({ role: "Administrator" }));
    const ok = await adminOnly(apiRequest("/api/x", { method: "POST", bearer: token }));
    expect(ok.headers.get("server-timing")).toMatch(
      /^app;dur=\d+\.\d, auth;dur=\d+\.\d, input;dur=\d+\.\d, work;dur=\d+\.\d$/,
    );
    const refused = await adminOnly(apiRequest("/api/x", { method: "POST" }));
    expect(refused.headers.get("server-timing")).toMatch(/^app;dur=\d+\.\d$/);
  });
});
