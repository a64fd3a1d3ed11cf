import type { Locator, Page } from "@playwright/test";
import { unique } from "./admin-helpers";
import { registerCustomer } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";
import { enablePayments } from "./payment-helpers";

// Runs with the back-office specs (its name ends in payments.spec.ts): it switches the shop out of
// demo mode, which the storefront specs must not see. One phone is enough: the project pins it.
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true });

/** Every tap the traveller makes goes through here, so the count is the journey's length. */
function tapCounter(page: Page) {
  let taps = 0;
  return {
    async tap(target: Locator) {
      taps += 1;
      await target.tap();
    },
    async shot(name: string) {
      await page.screenshot({ path: `.tmp/shots/journey-${name}-390.png` });
    },
    get taps() {
      return taps;
    },
  };
}

test("a returning customer goes from the home search to an installable eSIM in at most 10 taps", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "phone-staff", "one phone walk is the measure");
  test.setTimeout(180_000);
  await enablePayments(page);
  // Returning: the account exists and this phone is still signed in.
  await registerCustomer(page, unique(testInfo, "journey"));

  const walk = tapCounter(page);
  await page.goto("/");
  const search = page.getByLabel("Where are you travelling?");
  await walk.tap(search);
  await waitForHydration(page);
  await search.fill("東京");
  const japan = page
    .getByRole("listbox", { name: "Suggestions" })
    .getByRole("option", { name: /Japan/ })
    .first();
  await expect(japan).toBeVisible();
  await walk.shot("suggestions");
  await walk.tap(japan);

  // The destination page: plans on the first screen, not filters.
  await expect(page).toHaveURL(/\/esim\/japan$/);
  const firstPlan = page.getByTestId("plan-card").first();
  await expect(firstPlan).toBeInViewport();
  await walk.shot("destination");
  await walk.tap(firstPlan.getByRole("button", { name: /Add to cart/ }));
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await walk.tap(page.getByRole("link", { name: /cart/i }).first());
  await walk.tap(page.getByRole("link", { name: "Proceed to Checkout" }));
  await expect(page).toHaveURL(/\/checkout$/);
  await walk.tap(page.getByLabel("My phone supports eSIM and is unlocked"));
  await walk.shot("checkout");
  await walk.tap(page.getByTestId("pay-button"));
  await walk.tap(page.getByRole("button", { name: "Pay", exact: true }));

  const status = page.getByTestId("order-status");
  await expect(status).toHaveAttribute("data-status", /^(paid|delivered)$/);
  // Delivery is instant here; the page follows the order until "Install now" leads.
  const install = page.getByRole("link", { name: "Install now" });
  await expect(install).toBeVisible({ timeout: 30_000 });
  await walk.shot("result");
  await walk.tap(install);

  await expect(page).toHaveURL(/\/my-orders\/\d+\/esim$/);
  await expect(page.getByTestId("esim-card")).toHaveCount(1);
  await expect(page.getByTestId("iphone-install")).toBeVisible();
  await walk.shot("esim");
  expect(walk.taps).toBeLessThanOrEqual(10);
});
