// Contact details and links come from build-time configuration (spec §1);
// the defaults are the demo company's.
export const site = {
  phone: process.env.NEXT_PUBLIC_CONTACT_PHONE ?? "+353 1 555 0123",
  email: process.env.NEXT_PUBLIC_CONTACT_EMAIL ?? "hello@emeraldclean.ie",
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
