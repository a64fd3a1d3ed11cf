import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

/**
 * Reveal every fading section the way a reader does, then let each finish fading in, so axe
 * measures contrast on what the reader ends up seeing. Playwright does the scrolling: no animation
 * frames are awaited inside the page, which a busy headless browser can stall.
 */
export async function revealEverySection(page: Page) {
  await waitForHydration(page);
  for (const section of await page.locator(".fade-in").all()) await section.scrollIntoViewIfNeeded();
  await expect(page.locator(".reveal-pending")).toHaveCount(0);
  await expect
    .poll(() =>
      page
        .locator(".fade-in")
        .evaluateAll((sections) => sections.every((s) => getComputedStyle(s).opacity === "1")),
    )
    .toBe(true);
}
