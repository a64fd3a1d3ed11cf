import type { UIMatch } from "react-router";

/**
 * Which frame the root layout draws around a page. Back-office routes (the /admin layout, its sign-in
 * page and the content manager) set `handle = { chrome: "staff" }` and draw their own: no storefront
 * header, footer or customer chat widget there.
 */
export interface ChromeHandle {
  chrome?: "staff";
}

export const STAFF_CHROME = { chrome: "staff" } as const satisfies ChromeHandle;

export function usesStaffChrome(matches: readonly UIMatch[]): boolean {
  return matches.some((m) => (m.handle as ChromeHandle | undefined)?.chrome === "staff");
}

/** A route's `handle` for a page search engines should not list (the 404): no canonical, no alternates. */
export const NOT_INDEXED = { indexed: false } as const;

export function isIndexed(matches: readonly UIMatch[]): boolean {
  return !matches.some((m) => (m.handle as { indexed?: boolean } | undefined)?.indexed === false);
}
