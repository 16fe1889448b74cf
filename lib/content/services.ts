// The eight services (spec §1). Texts are in messages/services/<locale>.json
// under the slug; `name` is the English name the office sees in enquiries
// ('Selected Items: ...', spec §3). `pricing` says what the quote's instant
// estimate asks for (lib/pricing): a home's rooms, or a floor area.
export const SERVICES = [
  { slug: "house-cleaning", name: "House Cleaning", icon: "house", isFeatured: true, pricing: "home" },
  { slug: "apartment-cleaning", name: "Apartment Cleaning", icon: "apartment", isFeatured: true, pricing: "home" },
  { slug: "office-cleaning", name: "Office Cleaning", icon: "office", isFeatured: true, pricing: "area" },
  { slug: "end-of-tenancy-cleaning", name: "End of Tenancy Cleaning", icon: "key", isFeatured: true, pricing: "home" },
  { slug: "commercial-cleaning", name: "Commercial Cleaning", icon: "store", isFeatured: true, pricing: "area" },
  { slug: "carpet-cleaning", name: "Carpet Cleaning", icon: "carpet", isFeatured: true, pricing: "home" },
  {
    slug: "construction-cleaning",
    name: "Construction Cleaning",
    icon: "construction",
    isFeatured: true,
    pricing: "area",
  },
  { slug: "home-removal", name: "Home Removal", icon: "truck", isFeatured: false, pricing: "home" },
] as const;

export type Service = (typeof SERVICES)[number];
export type ServiceSlug = Service["slug"];

export function findService(slug: string): Service | undefined {
  return SERVICES.find((service) => service.slug === slug);
}
