import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

// From the home search to a destination's plans, and the shop's plans near the top, at a phone's
// and a desktop's width (decision 0038). Screenshots go to /tmp/shots-first-coverage/ for review.
const SHOTS = "/tmp/shots-first-coverage";

for (const width of [390, 1280]) {
  test.describe(`Coverage and search at ${width}px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("typing Bali and picking Indonesia opens /esim/indonesia with a plan in the first screen", async ({
      page,
    }) => {
      await page.goto("/");
      await page.screenshot({ path: `${SHOTS}/home-hero-${width}.png` });
      await waitForHydration(page);
      await page.getByLabel("Where are you travelling?").fill("Bali");
      const list = page.getByRole("listbox", { name: "Suggestions" });
      const indonesia = list.getByRole("option", { name: /Indonesia/ });
      await expect(indonesia).toBeVisible();
      await expect(list.getByRole("option", { name: /Mali/ })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/home-suggestions-${width}.png` });
      await indonesia.click();
      await expect(page).toHaveURL(/\/esim\/indonesia$/);
      await expect(page.getByTestId("plans-local").getByTestId("plan-card").first()).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/esim-indonesia-${width}.png` });
    });

    test("a country only the global plans cover says so in the suggestions", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.getByLabel("Where are you travelling?").fill("Kenya");
      const kenya = page.getByRole("option", { name: /Kenya/ });
      await expect(kenya).toContainText("Covered by our Global plans");
      await kenya.click();
      await expect(page).toHaveURL(/\/esim\/kenya$/);
      await expect(page.getByTestId("plans-global").getByTestId("plan-card").first()).toBeVisible();
    });

    test("the shop shows plans in the first screen; on phones the filters fold behind one button", async ({
      page,
    }) => {
      await page.goto("/shop");
      await expect(page.getByTestId("plan-card").first()).toBeInViewport();
      const region = page.getByLabel("Region");
      if (width < 1024) {
        await expect(region).toBeHidden();
        await page.getByTestId("shop-filters-toggle").click();
        await expect(region).toBeVisible();
        await page.getByTestId("shop-filters-toggle").click();
      } else {
        await expect(page.getByTestId("shop-filters-toggle")).toBeHidden();
        await expect(region).toBeVisible();
      }
      await page.screenshot({ path: `${SHOTS}/shop-${width}.png` });
    });

    test("Destinations A–Z quotes each country's cheapest real option", async ({ page }) => {
      await page.goto("/destinations");
      const row = (slug: string) => page.locator(`a[href="/esim/${slug}"]`).filter({ hasText: "from RM" });
      await expect(row("japan")).toContainText("from RM 25.00");
      await expect(row("poland")).toContainText("regional plan");
      await expect(row("kenya")).toContainText("global plan");
      await page.screenshot({ path: `${SHOTS}/destinations-${width}.png` });
    });
  });
}
