import type { Page } from "@playwright/test";

/**
 * The icons on screen whose <use> draws nothing: a sprite that failed to load (offline, a wrong
 * URL) or an id the sprite lacks. A drawn icon's <use> has the box of its shapes; an empty one, none.
 */
export async function undrawnIcons(page: Page): Promise<{ shown: number; undrawn: string[] }> {
  return page.evaluate(() => {
    const shown = Array.from(document.querySelectorAll<SVGUseElement>("svg.icon > use")).filter(
      (use) => (use.parentElement?.getClientRects().length ?? 0) > 0,
    );
    const undrawn = shown
      .filter((use) => use.getBBox().width === 0)
      .map((use) => use.getAttribute("href") ?? "");
    return { shown: shown.length, undrawn };
  });
}
