import { randomUUID } from "node:crypto";
import type { Role } from "@/lib/auth/roles";
import { signAccessToken } from "@/lib/auth/jwt";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/server/db";
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

export async function tokenFor(user: { id: string; role: Role; tokenVersion: number }) {
  return (await signAccessToken(user)).token;
}

let ipCounter = 0;
const nextIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

type RequestOptions = {
  method?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  bearer?: string;
  cookie?: string;
};

// A real Request, as Next hands it to a route handler.
export function apiRequest(pathname: string, options: RequestOptions = {}): Request {
  // Each request comes from its own address unless a test says otherwise, so
  // per-address rate limits only bite in the tests about them.
  const headers: Record<string, string> = { "x-forwarded-for": nextIp(), ...options.headers };
  if (options.body !== undefined) headers["content-type"] ??= "application/json";
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.cookie) headers.cookie = options.cookie;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Request(new URL(pathname, ORIGIN), {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
}

export async function readJson(response: Response): Promise<any> {
  return response.json();
}
