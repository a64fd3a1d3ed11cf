/** The storefront's main links (SPEC.md §2 navigation), shared by the bar, the drawer and the footer. */
export const MAIN_LINKS = [
  { to: "/", label: "Home" },
  { to: "/shop", label: "Shop" },
  { to: "/about", label: "About Us" },
  { to: "/support", label: "Support" },
  { to: "/partner", label: "Partner With Us" },
] as const;

export const POPULAR_DESTINATIONS = [
  "Japan",
  "Thailand",
  "South Korea",
  "United Kingdom",
  "United States",
  "Australia",
] as const;
