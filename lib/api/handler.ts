import { NextResponse } from "next/server";
import { z, ZodError } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { sessionFromToken, tokenFromRequest, type SessionUser } from "@/lib/auth/session";
import type { Role } from "@/lib/auth/roles";
import { CallerGoneError, DEFAULT_MAX_BODY_BYTES, readJsonBody } from "./body";
import { errorText, translateFields } from "./error-text";
import { AppError, type ErrorBody } from "./errors";
import { isSameOrigin } from "./origin";
import { requestLocale } from "./request-locale";
import { validationError } from "./zod-errors";

/**
 * Who may call a route:
 * - "public": anyone; the session is not looked at.
 * - "optional": anyone; the session is resolved when there is one.
 * - "user": any signed-in, active user.
 * - a list of roles: signed-in users with one of those roles.
 */
export type AuthRule = "public" | "optional" | "user" | readonly Role[];

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.infer<S> : undefined;

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

// What the OpenAPI document says of an operation (lib/api/openapi.ts).
export type OperationDoc = {
  method: HttpMethod;
  // The spec's path under /api, e.g. "/Job/GetJobbyId"; {name} for path parameters.
  path: string;
  summary: string;
  tag: string;
  // Schema of a successful answer, for the document only (not checked at run time).
  response?: z.ZodType;
  // An answer that is a file (a PDF) rather than JSON.
  responseContentType?: "application/pdf" | "text/csv";
  // Bodies other than JSON (uploads) are read by the handler itself.
  requestContentType?: "application/json" | "multipart/form-data";
};

export type Options<A extends AuthRule, B extends Schema, Q extends Schema, P extends Schema> = {
  auth: A;
  body?: B;
  query?: Q;
  params?: P;
  maxBodyBytes?: number;
  doc?: OperationDoc;
};

/**
 * Declares an operation once: who may call it, how its input is parsed, and
 * how the OpenAPI document describes it. Route files pass it to route().
 */
export function operation<
  A extends AuthRule,
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
>(options: Options<A, B, Q, P> & { doc: OperationDoc }) {
  return options;
}

type Session<A extends AuthRule> = A extends "public" | "optional" ? SessionUser | null : SessionUser;

export type RouteContext<A extends AuthRule, B extends Schema, Q extends Schema, P extends Schema> = {
  req: Request;
  session: Session<A>;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
};

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The one wrapper every route handler goes through (house style §2): it
 * authenticates, checks the role, parses body, query and params with zod and
 * maps every error to `{ error: { code, message, fields? } }`. A handler
 * returns data (sent as JSON, 200) or a Response of its own.
 */
export function route<
  A extends AuthRule,
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
>(options: Options<A, B, Q, P>, handler: (ctx: RouteContext<A, B, Q, P>) => Promise<unknown>) {
  return async (req: Request, context?: NextRouteContext): Promise<Response> => {
    const timing = new Timing();
    return timing.finish(await answer(req, timing, context));
  };

  async function answer(req: Request, timing: Timing, context?: NextRouteContext): Promise<Response> {
    try {
      const session = await authenticate(req, options.auth);
      timing.mark("auth");
      const params = await parse(options.params, (await context?.params) ?? {}, "params");
      const query = await parse(options.query, Object.fromEntries(new URL(req.url).searchParams), "query");
      const body = options.body
        ? await parse(options.body, await readJsonBody(req, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES))
        : undefined;
      timing.mark("input");
      const result = await handler({ req, session, body, query, params } as RouteContext<A, B, Q, P>);
      const response = uncached(result instanceof Response ? result : NextResponse.json(result ?? { ok: true }));
      timing.mark("work");
      return response;
    } catch (error) {
      if (error instanceof CallerGoneError) return callerGone(req);
      return uncached(errorResponse(error, req));
    }
  }
}

// Only a body that stopped before its end counts (lib/api/body.ts): a reset
// of the service's own connections (SMTP, the address lookup) is a failure.
// Nothing went wrong here and nobody is left to answer, so the log says so
// in a line of its own, and the status is nginx's 499 (client closed request).
function callerGone(req: Request): Response {
  console.info(`[api] ${req.method} ${new URL(req.url).pathname}: the caller hung up before the answer`);
  return new Response(null, { status: 499 });
}

// How long the server worked on the answer, for the browser's network panel
// and bench/api.mjs: `app` in all, then its phases as far as it got (`auth`
// the session, `input` reading and validating the request, `work` the
// service, its queries and the JSON). Under load a phase also holds the time
// other requests had the (single) thread.
class Timing {
  private readonly started = performance.now();
  private last = this.started;
  private readonly phases: string[] = [];

  mark(name: string) {
    const now = performance.now();
    this.phases.push(`${name};dur=${(now - this.last).toFixed(1)}`);
    this.last = now;
  }

  finish(response: Response): Response {
    const total = `app;dur=${(performance.now() - this.started).toFixed(1)}`;
    response.headers.set("Server-Timing", [total, ...this.phases].join(", "));
    return response;
  }
}

// API answers are about one caller at one moment: no browser or proxy may
// keep them (a shared computer's back button, a cache in front of the app).
function uncached(response: Response): Response {
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "no-store");
  return response;
}

async function authenticate(req: Request, rule: AuthRule): Promise<SessionUser | null> {
  if (rule === "public") return null;
  const found = tokenFromRequest(req);
  const session = found ? await sessionFromToken(found.token) : null;
  const isForged = found?.source === "cookie" && UNSAFE_METHODS.has(req.method) && !isSameOrigin(req);
  // On routes open to everyone, a cross-site request simply acts as a visitor.
  if (rule === "optional") return isForged ? null : session;
  if (!session || !found) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  if (isForged) throw new AppError("FORBIDDEN", "This request did not come from this site.");
  if (rule !== "user" && !rule.includes(session.role)) {
    throw new AppError("FORBIDDEN", "Your role does not allow this action.");
  }
  return session;
}

async function parse(schema: Schema, input: unknown, prefix?: string): Promise<unknown> {
  if (!schema) return undefined;
  const result = await schema.safeParseAsync(input);
  if (!result.success) throw validationError(result.error, prefix);
  return result.data;
}

export function errorResponse(error: unknown, req?: Request): Response {
  const appError = toAppError(error);
  if (appError.code === "INTERNAL") {
    console.error(`[api] ${req?.method ?? ""} ${req ? new URL(req.url).pathname : ""} failed:`, error);
  }
  const locale = req ? requestLocale(req) : "en";
  const fields = appError.fields && translateFields(appError.fields, locale);
  const message = errorText(appError, fields, locale);
  const body: ErrorBody = { error: { code: appError.code, message, ...(fields && { fields }) } };
  return NextResponse.json(body, { status: appError.status, headers: appError.headers });
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return validationError(error);
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return new AppError("NOT_FOUND", "The record was not found.");
    if (error.code === "P2002") return new AppError("CONFLICT", "A record with these details already exists.");
    if (error.code === "P2003") return new AppError("CONFLICT", "A linked record does not exist or is still in use.");
  }
  // The detail goes to the server log only; the caller gets a generic message.
  return new AppError("INTERNAL", "Something went wrong on our side. Please try again.");
}
