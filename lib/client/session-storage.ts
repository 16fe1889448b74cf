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

// The dashboard learns that the server no longer accepts the session (a 401
// answer: logged out elsewhere, banned, password changed) through this
// signal; TokenExpiryWatcher answers it as it answers the token's expiry.
const sessionEndedListeners = new Set<() => void>();

export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export function signalSessionEnded(): void {
  for (const listener of sessionEndedListeners) listener();
}
