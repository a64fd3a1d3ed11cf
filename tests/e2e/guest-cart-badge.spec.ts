import type { APIRequestContext, APIResponse } from "@playwright/test";
import { addFromPlanPage } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

// A guest whose cart is all that sets them apart gets the page every anonymous visitor gets, from
// the edge cache, with their own count written into the header's badge; the page's script draws the
// same count from the cookie that answer set, so hydration changes nothing and reports no mismatch.

const cacheOf = (response: APIResponse) =>
  /cache;desc=(\w+)/.exec(response.headers()["server-timing"] ?? "")?.[1];

/** Anonymous views (the `request` fixture keeps no cart) until the page is stored. */
async function stored(request: APIRequestContext, path: string) {
  await expect.poll(async () => cacheOf(await request.get(path)), { message: path }).toBe("HIT");
}

test("a guest's cart badge on a stored page: right in the HTML, the same after hydration, in each language", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const path of ["/shop", "/ms/shop"]) await stored(request, path);

  await addFromPlanPage(page, "japan-5gb-7-days");
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // The HTML as the edge sends it, before any script runs.
  const html = await page.request.get("/shop");
  expect(cacheOf(html)).toBe("HIT");
  expect(html.headers()["cache-control"]).toBe("private, no-store");
  const body = await html.text();
  expect(body).toMatch(
    /<a[^>]*aria-label="Cart, 1 item"[^>]*data-cart-link|data-cart-link[^>]*aria-label="Cart, 1 item"/,
  );
  expect(body).toMatch(/<span data-testid="cart-count" class="[^"]*">1<\/span>/);

  const shop = await page.goto("/shop");
  expect(/cache;desc=(\w+)/.exec((await shop?.allHeaders())?.["server-timing"] ?? "")?.[1]).toBe("HIT");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  // A second plan from the stored Shop page itself: the badge follows without a reload.
  await page
    .getByTestId("plan-card")
    .nth(1)
    .getByRole("button", { name: /Add to cart/ })
    .click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  await page.goto("/ms/shop");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Troli, 2 item" })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  // Emptied: the stored page shows no badge, as for anyone.
  await page.goto("/cart");
  await waitForHydration(page);
  for (let lines = 2; lines > 0; lines--) {
    await page
      .getByTestId("cart-line")
      .first()
      .getByRole("button", { name: /Remove/ })
      .click();
    await expect(page.getByTestId("cart-line")).toHaveCount(lines - 1);
  }
  await page.goto("/shop");
  await waitForHydration(page);
  await expect(page.getByTestId("cart-count")).toBeHidden();
  await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
