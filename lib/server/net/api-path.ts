// The spec writes its API paths in mixed case (/Enquiry/CreateEnquiry,
// /enquiry/getEnquiryById) and callers use them as written; the route
// handlers live at lower-case paths. scripts/server.ts folds every API
// request's path to lower case before Next routes it: a string operation,
// where a middleware rewrite cost every API call a middleware run and every
// POST a copy of its body (docs/operations.md, "The write path"). The query
// string is left as it is.
const API_PATH = /^\/api(?=[/?#]|$)/i;

export function lowerCaseApiPath(url: string): string {
  if (!API_PATH.test(url)) return url;
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const lower = path.toLowerCase();
  return lower === path ? url : lower + (end === -1 ? "" : url.slice(end));
}
