import type { AbstractIntlMessages } from "next-intl";

// The messages each part of the site sends to the browser. Server
// components translate on the server, so only what client components read
// goes into the page: a county page then ships a few kilobytes of texts
// instead of every service and county description in the language.
//
// A path is a namespace ("Header"), a nested key ("AreasPage.provinces"),
// or a key under every entry of a namespace ("ServiceContent.*.title").
// A test checks that every namespace a client component reads is listed.
const PUBLIC = [
  "Brand",
  "Header",
  "QuoteModal",
  "CallbackDialog",
  "CallbackForm",
  "Validation",
  "Errors",
  "AreasPage.provinces",
  "Locate",
  "Franchise",
  "ServiceContent.*.title",
  "LocationContent.*.name",
];

export const CLIENT_MESSAGES = {
  public: PUBLIC,
  // The contact page's callback form, the one client component in its content.
  callback: ["CallbackForm", "Validation", "Errors"],
  // The franchise page's form.
  franchise: ["Franchise", "Validation", "Errors"],
  auth: ["Brand", "Auth", "Validation", "Errors"],
  dashboard: [
    "Brand",
    "Dashboard",
    "Common",
    "Statuses",
    "Upload",
    "Users",
    "Companies",
    "Enquiries",
    "Franchises",
    "Categories",
    "Mail",
    "Jobs",
    "JobChat",
    "JobSignOff",
    "JobTimeline",
    "Invoices",
    "InvoiceHistory",
    "Rota",
    "Clocking",
    "ClockRequests",
    "Timesheets",
    "Overview",
    "Auth",
    "Validation",
    "Errors",
    "ServiceContent.*.title",
    "LocationContent.*.name",
  ],
  // The living style guide shows components of every part of the product.
  showcase: [...PUBLIC, "Showcase", "Dashboard", "Common", "Statuses", "Upload", "Enquiries", "Auth"],
} as const satisfies Record<string, readonly string[]>;

export type ClientMessageScope = keyof typeof CLIENT_MESSAGES;

function pickPath(source: unknown, [key, ...rest]: string[]): unknown {
  if (key === undefined) return source;
  if (typeof source !== "object" || source === null) return undefined;
  const record = source as Record<string, unknown>;
  if (key === "*") {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(record)) {
      const picked = pickPath(value, rest);
      if (picked !== undefined) out[name] = picked;
    }
    return out;
  }
  if (!(key in record)) return undefined;
  const picked = pickPath(record[key], rest);
  return picked === undefined ? undefined : { [key]: picked };
}

function merge(target: Record<string, unknown>, source: Record<string, unknown>) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof existing === "object" && existing !== null && typeof value === "object" && value !== null) {
      merge(existing as Record<string, unknown>, value as Record<string, unknown>);
    } else {
      target[key] = value;
    }
  }
}

// Only the given paths of the messages, keeping their nesting.
export function pickMessages(messages: AbstractIntlMessages, paths: readonly string[]): AbstractIntlMessages {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const picked = pickPath(messages, path.split("."));
    if (picked !== undefined) merge(out, structuredClone(picked) as Record<string, unknown>);
  }
  return out as AbstractIntlMessages;
}
