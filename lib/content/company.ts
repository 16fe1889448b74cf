import { site } from "./site";

// The company that issues the invoices (the seller on every VAT invoice).
// Placeholder details of the demo company: replace them with the registered
// name, address and VAT number before real invoices are sent.
export const company = {
  legalName: "Emerald Clean Ltd",
  // One line each, as printed on an invoice.
  address: ["Unit 4, Sandyford Business Park", "Dublin 18", "D18 K7W2", "Ireland"],
  vatNumber: "IE 1234567FA",
  email: site.email,
  phone: site.phone,
} as const;
