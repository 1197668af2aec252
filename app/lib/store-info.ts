/**
 * Who runs the store and how shoppers reach it, shown on the help, contact, terms and privacy pages
 * (docs/product/routes.md#help-and-policy-pages). An operator running their own Nukkad edits these.
 */
export const STORE_INFO = {
  name: "Nukkad",
  email: "help@nukkad.example",
  phone: "+91 80000 00000",
  phoneHref: "tel:+918000000000",
  hours: "7 am to 11 pm, every day",
  /** The Consumer Protection (E-Commerce) Rules, 2020 ask for a named grievance officer. */
  grievanceOfficer: "The grievance officer, Nukkad",
  grievanceEmail: "grievance@nukkad.example",
  updated: "2026-11-25",
} as const;

/** The help and policy pages, in the order the footer and each page's own menu list them. */
export const INFO_PAGES = [
  { path: "/help", label: "Help and FAQs" },
  { path: "/contact", label: "Contact us" },
  { path: "/aboutus", label: "About us" },
  { path: "/terms", label: "Terms of use" },
  { path: "/privacy", label: "Privacy policy" },
] as const;
