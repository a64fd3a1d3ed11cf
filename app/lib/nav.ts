/** The storefront's main links (SPEC.md §2 navigation), shared by the bar, the drawer and the footer. */
export const MAIN_LINKS = [
  { to: "/", label: "Home" },
  { to: "/shop", label: "Shop" },
  { to: "/about", label: "About Us" },
  { to: "/support", label: "Support" },
  { to: "/partner", label: "Partner With Us" },
] as const;

/** Footer links to destination pages: [name, slug, flag]. */
export const POPULAR_DESTINATIONS = [
  ["Japan", "japan", "🇯🇵"],
  ["Thailand", "thailand", "🇹🇭"],
  ["South Korea", "south-korea", "🇰🇷"],
  ["United Kingdom", "united-kingdom", "🇬🇧"],
  ["United States", "united-states", "🇺🇸"],
  ["Australia", "australia", "🇦🇺"],
] as const;

/** Policy pages, linked in the footer and at checkout. */
export const POLICY_LINKS = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/refund-policy", label: "Refund Policy" },
] as const;
