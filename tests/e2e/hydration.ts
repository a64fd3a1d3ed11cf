import type { Page } from "@playwright/test";

/** Wait until React has hydrated the page (root.tsx sets the marker), so clicks reach live handlers. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
