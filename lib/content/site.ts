// Contact details and links come from build-time configuration (spec §1);
// the defaults are the demo company's.
export const site = {
  phone: process.env.NEXT_PUBLIC_CONTACT_PHONE ?? "+353 1 555 0123",
  email: process.env.NEXT_PUBLIC_CONTACT_EMAIL ?? "hello@emeraldclean.ie",
  // The external scheduling widget for franchise calls; without it the button is not shown.
  schedulingUrl: process.env.NEXT_PUBLIC_SCHEDULING_URL ?? "",
  // The embedded map of the franchise office (an OpenStreetMap embed by default).
  mapEmbedUrl:
    process.env.NEXT_PUBLIC_MAP_EMBED_URL ??
    "https://www.openstreetmap.org/export/embed.html?bbox=-2.2500%2C53.4780%2C-2.2380%2C53.4840&layer=mapnik",
  // The footer's social icons; a network left empty is not shown.
  social: {
    facebook: process.env.NEXT_PUBLIC_SOCIAL_FACEBOOK ?? "https://www.facebook.com/emeraldclean.ie",
    instagram: process.env.NEXT_PUBLIC_SOCIAL_INSTAGRAM ?? "https://www.instagram.com/emeraldclean.ie",
    linkedin: process.env.NEXT_PUBLIC_SOCIAL_LINKEDIN ?? "https://www.linkedin.com/company/emeraldclean-ie",
    x: process.env.NEXT_PUBLIC_SOCIAL_X ?? "https://x.com/emeraldclean_ie",
  },
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
