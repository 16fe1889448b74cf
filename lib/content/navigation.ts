// The Company menu of the header and of the phone menu: page and Header message key.
export const COMPANY_LINKS = [
  ["/about", "about"],
  ["/career", "career"],
  ["/franchise", "franchise"],
  ["/locate", "locate"],
  ["/blog", "blog"],
] as const;
