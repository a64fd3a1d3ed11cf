import type { MessageKey } from "./translate";

/** The storefront's main links (SPEC.md §2 navigation), shared by the bar, the drawer and the footer. */
export const MAIN_LINKS = [
  { to: "/", label: "chrome.nav.home" },
  { to: "/shop", label: "chrome.nav.shop" },
  { to: "/about", label: "chrome.nav.about" },
  { to: "/support", label: "chrome.nav.support" },
  { to: "/partner", label: "chrome.nav.partner" },
] as const satisfies readonly { to: string; label: MessageKey }[];

/** Footer links to destination pages: [name, slug, flag]. */
export const POPULAR_DESTINATIONS = [
  ["chrome.country.japan", "japan", "🇯🇵"],
  ["chrome.country.thailand", "thailand", "🇹🇭"],
  ["chrome.country.southKorea", "south-korea", "🇰🇷"],
  ["chrome.country.unitedKingdom", "united-kingdom", "🇬🇧"],
  ["chrome.country.unitedStates", "united-states", "🇺🇸"],
  ["chrome.country.australia", "australia", "🇦🇺"],
] as const satisfies readonly (readonly [MessageKey, string, string])[];

/** Policy pages, linked in the footer and at checkout. */
export const POLICY_LINKS = [
  { to: "/privacy", label: "chrome.policy.privacy" },
  { to: "/terms", label: "chrome.policy.terms" },
  { to: "/refund-policy", label: "chrome.policy.refund" },
] as const satisfies readonly { to: string; label: MessageKey }[];
