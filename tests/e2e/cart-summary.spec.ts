import { apiPost } from "./admin-helpers";
import { expect, type Page, test } from "./fixtures";

// A guest's cart and the shop's plan cards: an eSIM-only cart shows no shipping line (an eSIM is
// never posted), a Physical SIM brings it back, and no card sends the buyer to a partner's site.

async function addToCart(page: Page, slug: string) {
  const products = (await (await page.request.get("/api/products")).json()) as { id: number; slug: string }[];
  const product = products.find((p) => p.slug === slug);
  const res = await apiPost(page, "/api/cart", { productId: product?.id, quantity: 1 });
  expect(res.ok()).toBe(true);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("an eSIM-only cart has no shipping line; a Physical SIM adds Shipping: Free", async ({ page }) => {
      await addToCart(page, "japan-5gb-7-days");
      await page.goto("/cart");
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      await expect(page.getByTestId("summary-total")).toBeVisible();
      await expect(page.getByTestId("summary-shipping")).toHaveCount(0);
      await expect(page.getByText("Shipping", { exact: true })).toHaveCount(0);
      await page.screenshot({ path: `/tmp/shots-first-states/cart-esim-${width}.png`, fullPage: true });

      await addToCart(page, "thailand-tourist-sim-15gb-8-days");
      await page.reload();
      await expect(page.getByTestId("cart-line")).toHaveCount(2);
      await expect(page.getByTestId("summary-shipping")).toHaveText(/Shipping\s*Free/);
    });

    test("plan cards sell here: no partner-site button on any card or plan page", async ({ page }) => {
      await page.goto("/shop");
      const cards = page.getByTestId("plan-card");
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThan(3);
      await expect(cards.getByText("Buy now on partner site")).toHaveCount(0);
      await expect(cards.first().getByRole("button", { name: /Add to cart/ })).toBeVisible();
      await cards.first().screenshot({ path: `/tmp/shots-first-states/plan-card-${width}.png` });
      await cards.first().getByRole("link").first().click();
      await expect(page.getByTestId("purchase-box")).toBeVisible();
      await expect(page.getByText("Buy now on partner site")).toHaveCount(0);
    });
  });
}
