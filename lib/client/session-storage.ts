import { ACCESS_TOKEN_KEY } from "./api-client";

// The current user and the access token live in session storage (spec §3);
// the httpOnly cookie set by the server is what guards pages.
export const USER_KEY = "user";
export const EXPIRES_AT_KEY = "accessTokenExpiresAt";

export function storeSession({
  accessToken,
  expiresAt,
  user,
}: {
  accessToken: string;
  expiresAt: number;
  user: unknown;
}) {
  try {
    sessionStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
    sessionStorage.setItem(EXPIRES_AT_KEY, String(expiresAt));
    sessionStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    // Storage may be unavailable (private mode, quota): the cookie still works.
  }
}

export function clearSession() {
  try {
    for (const key of [ACCESS_TOKEN_KEY, EXPIRES_AT_KEY, USER_KEY]) sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
