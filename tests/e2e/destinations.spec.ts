import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

// Destination pages, with and without JavaScript, at a phone's and a desktop's width.
for (const width of [390, 1280]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`Destination pages at ${width}px, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ viewport: { width, height: 900 }, javaScriptEnabled });

      test("/esim/japan lists Japan's own plans, then regional, then global, with canonical and JSON-LD", async ({
        page,
      }) => {
        await page.goto("/esim/japan");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Japan eSIM/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/esim\/japan$/);
        const sections = page.locator("[data-testid^=plans-]");
        await expect(sections).toHaveCount(3);
        expect(await sections.evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")))).toEqual([
          "plans-local",
          "plans-regional",
          "plans-global",
        ]);
        await expect(page.getByTestId("plans-local").getByTestId("plan-card")).toHaveCount(2);
        const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
        expect(JSON.parse(ld ?? "{}")).toMatchObject({ "@type": "ItemList" });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
      });

      test("/destinations lists countries A–Z with flags and prices, linked from the footer", async ({
        page,
      }) => {
        await page.goto("/");
        await page.getByRole("contentinfo").getByRole("link", { name: "All destinations" }).click();
        await expect(page).toHaveURL(/\/destinations$/);
        const japan = page.getByRole("link", { name: /Japan/ }).filter({ hasText: "from RM" });
        await expect(japan).toContainText("🇯🇵");
        await japan.click();
        await expect(page).toHaveURL(/\/esim\/japan$/);
      });

      test("the shop search answers traveller words with Plans for <country>", async ({ page }) => {
        for (const [q, name] of [
          ["tokyo", "Japan"],
          ["jepun", "Japan"],
          ["uk", "United Kingdom"],
          ["usa", "United States"],
        ]) {
          await page.goto(`/shop?q=${q}`);
          await expect(page.getByTestId("results-heading")).toHaveText(new RegExp(`Plans for ${name}$`));
          await expect(page.getByTestId("plan-coverage-kind").first()).toHaveText("Local");
        }
      });
    });
  }
}

test.describe("Phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the plan page keeps price and Add to cart in view from the first screen", async ({ page }) => {
    await page.goto("/plans/japan-5gb-7-days");
    const bar = page.getByTestId("buy-bar");
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole("button", { name: /Add to cart/ })).toBeInViewport();
    await expect(bar).toContainText("RM 25.00");
    await page.mouse.wheel(0, 1500);
    await expect(bar.getByRole("button", { name: /Add to cart/ })).toBeInViewport();
  });

  test("suggestions appear while typing and pick a destination's page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByLabel("Where are you travelling?").fill("tok");
    const option = page.getByRole("option", { name: /Japan/ });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/esim\/japan$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Japan eSIM/);
  });
});
