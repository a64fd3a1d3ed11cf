import { apiPost } from "./admin-helpers";
import { expect, type Page, test } from "./fixtures";

// One customer may hold only a share of a Physical SIM's stock until they pay (decision 0063): the
// cart says so in the page's language and its + stops at the share. The plan has 5 units: share 2.

const SIM = "asia-pacific-sim-unlimited-30-days";

async function addToCart(page: Page, quantity: number) {
  const products = (await (await page.request.get("/api/products")).json()) as { id: number; slug: string }[];
  const product = products.find((p) => p.slug === SIM);
  const res = await apiPost(page, "/api/cart", { productId: product?.id, quantity });
  expect(res.ok()).toBe(true);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("the cart says how many of a Physical SIM one may hold unpaid, and + stops there", async ({
      page,
    }, testInfo) => {
      await addToCart(page, 3);
      await page.goto("/cart");
      await page.locator("html[data-hydrated]").waitFor();
      const line = page.getByTestId("cart-line");
      const limit = line.getByTestId("hold-limit");
      await expect(limit).toHaveText("You can hold at most 2 of this plan until you pay");
      await expect(limit).toHaveAttribute("role", "alert");
      await expect(line.getByRole("button", { name: /^Increase quantity/ })).toBeDisabled();
      await page.screenshot({ path: `/tmp/shots-stock/cart-over-${testInfo.project.name}-${width}.png` });

      await line.getByRole("button", { name: /^Decrease quantity/ }).click();
      await expect(line.getByTestId("line-quantity")).toHaveText("2");
      await expect(limit).not.toHaveAttribute("role", "alert");
      await expect(limit).toBeVisible();
      await expect(line.getByRole("button", { name: /^Increase quantity/ })).toBeDisabled();
      await page.screenshot({ path: `/tmp/shots-stock/cart-at-${testInfo.project.name}-${width}.png` });

      await page.goto("/ms/cart");
      await expect(page.getByTestId("hold-limit")).toHaveText(
        "Anda boleh menahan paling banyak 2 pelan ini sehingga anda membayar",
      );
      await page.goto("/zh/cart");
      await expect(page.getByTestId("hold-limit")).toHaveText("在您付款之前，此套餐您最多可保留 2 件");
      await page.screenshot({ path: `/tmp/shots-stock/cart-zh-${testInfo.project.name}-${width}.png` });
    });
  });
}
