import { randomUUID } from "node:crypto";
import type { Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/session";
import { hashPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db";
import { setRequestPeer } from "@/lib/server/net/peer";
import type { UserStatus } from "@/lib/generated/prisma/client";

export const ORIGIN = "http://localhost:3000";
export const PASSWORD = "Correct-Horse-42";

let passwordHash: Promise<string> | undefined;

export async function createUser(options: { role?: Role; status?: UserStatus; email?: string } = {}) {
  passwordHash ??= hashPassword(PASSWORD);
  return db.user.create({
    data: {
      email: options.email ?? `user-${randomUUID()}@example.ie`,
      passwordHash: await passwordHash,
      firstName: "Test",
      lastName: "User",
      role: options.role ?? "Client",
      status: options.status ?? "active",
    },
  });
}

// A user as a signed-in caller, for calling a service directly.
export function actorOf(user: {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  companyId?: string | null;
}): SessionUser {
  const { id, email, firstName, lastName } = user;
  return {
    id,
    email,
    firstName,
    lastName,
    role: user.role as Role,
    companyId: user.companyId ?? null,
    locale: "en",
    sessionId: "test-session",
    tokenExpiresAt: 0,
  };
}

// A real session's access token, as login issues it.
export async function tokenFor(user: { id: string; role: Role; tokenVersion: number }) {
  return (await startSession(user)).token;
}

let ipCounter = 0;
const nextIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

type RequestOptions = {
  method?: string;
  // The socket address the request comes from (a new one per request by default).
  ip?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  bearer?: string;
  cookie?: string;
};

// A real Request, as Next hands it to a route handler.
export function apiRequest(pathname: string, options: RequestOptions = {}): Request {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] ??= "application/json";
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.cookie) headers.cookie = options.cookie;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const req = new Request(new URL(pathname, ORIGIN), {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  // Each request comes from its own address unless a test says otherwise, so
  // per-address rate limits only bite in the tests about them.
  return setRequestPeer(req, options.ip ?? nextIp());
}

export async function readJson(response: Response): Promise<any> {
  return response.json();
}
