export const DEFAULT_RETURN_TO = "/dashboard/app";

const BASE = "http://return-to.invalid";

// Only paths on this site are accepted as a place to return to after login,
// so the login page cannot be used as an open redirect. The check is made on
// what is returned, after the URL parser has normalised it: "/..//x",
// "/.//x" and "/%2e%2e//x" all normalise to "//x", which a browser reads as
// another host. Backslashes (read as slashes), control characters (tabs and
// newlines are dropped by the parser, so "/\t/x" is "//x") and encoded
// slashes are refused before parsing.
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || /[\\\u0000-\u001f\u007f]|%(?:2f|5c)/i.test(value)) return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  const path = url.pathname + url.search + url.hash;
  return url.origin === BASE && isLocalPath(path) && new URL(path, BASE).origin === BASE ? path : DEFAULT_RETURN_TO;
}

// A path that every browser resolves against the current origin.
function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

// Set by middleware.ts on dashboard and auth page requests: the path and
// query the visitor asked for, so a page finding the session ended can send
// them to login and back.
export const REQUEST_PATH_HEADER = "x-request-path";
