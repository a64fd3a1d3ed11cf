import { open, signInByApi, unique } from "./admin-helpers";
import { expect, type Page, type TestInfo, test } from "./fixtures";
import { waitForHydration } from "./hydration";
import { customerWithPlan, enablePayments, payOnStandIn } from "./payment-helpers";

// Promotion codes end to end (decision 0048): staff make a code in the back office, a customer
// applies it in the cart, pays the discounted total on the Stripe stand-in and sees the discount on
// their order. A back-office spec (its name): it switches the shop out of demo mode.

const SHOTS = "/tmp/shots-money-promotions";

/** The phone project at a 390 px phone's width, the desktop one at 1280. */
async function projectWidth(page: Page, testInfo: TestInfo): Promise<number> {
  const width = testInfo.project.name.startsWith("phone") ? 390 : 1280;
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  return width;
}

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });

test.describe.configure({ timeout: 120_000 });

test("staff create a code; a customer applies it in the cart, pays the discounted total, and the order shows the discount", async ({
  page,
}, testInfo) => {
  const width = await projectWidth(page, testInfo);
  await enablePayments(page);
  const code = unique(testInfo, "SAVE").toUpperCase().slice(0, 32);

  await signInByApi(page);
  await open(page, "/admin/promotions");
  await expect(page.getByRole("heading", { name: "Promotions" })).toBeVisible();
  await page.getByRole("button", { name: "Add Promotion" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Code").fill(code.toLowerCase());
  await dialog.getByLabel("Kind").selectOption("percent");
  await dialog.getByLabel("Percentage (1–100)").fill("20");
  await dialog.getByLabel("Total uses (blank: no limit)").fill("50");
  await shot(page, "admin-promotion-form", width);
  await dialog.getByRole("button", { name: "Save promotion" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(code) }).or(page.getByText(code).first());
  await expect(row.first()).toBeVisible();
  await expect(page.getByRole("switch", { name: `${code} active` })).toHaveAttribute("aria-checked", "true");
  await shot(page, "admin-promotions", width);
  await page.context().clearCookies();

  // The customer: one Japan eSIM (RM 25.00), the code typed in lower case.
  await customerWithPlan(page, unique(testInfo, "promo"));
  await open(page, "/cart");
  await page.getByLabel("Promotion code").fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("summary-discount")).toContainText("RM 5.00");
  await expect(page.getByTestId("summary-total")).toHaveText("RM 20.00");
  await expect(page.getByTestId("promo-applied")).toContainText(code);
  await expect(page.getByTestId("promo-applied")).toContainText("20% off");
  await shot(page, "cart-promo", width);

  await page.goto("/ms/cart");
  await expect(page.getByTestId("promo-applied")).toContainText("Diskaun 20%");
  await shot(page, "cart-promo-ms", width);
  await page.goto("/zh/cart");
  await expect(page.getByTestId("promo-applied")).toContainText("立减 20%");
  await shot(page, "cart-promo-zh", width);

  await page.goto("/checkout");
  await expect(page.getByTestId("summary-discount")).toContainText("RM 5.00");
  await expect(page.getByTestId("pay-button")).toContainText("RM 20.00");
  await shot(page, "checkout-promo", width);
  const orderId = await payOnStandIn(page);

  await page.goto(`/my-orders/${orderId}`);
  await expect(page.getByTestId("order-discount")).toContainText("RM 5.00");
  await expect(page.getByTestId("order-discount")).toContainText(code);
  await expect(page.getByTestId("order-total")).toHaveText("RM 20.00");
  await shot(page, "order-promo", width);
});

test("a code that does not exist is refused in the cart's language", async ({ page }, testInfo) => {
  const width = await projectWidth(page, testInfo);
  await customerWithPlan(page, unique(testInfo, "nocode"));
  await page.goto("/ms/cart");
  await waitForHydration(page);
  await page.getByLabel("Kod promosi").fill("NO-SUCH-CODE");
  await page.getByRole("button", { name: "Guna" }).click();
  await expect(page.getByText("Kod ini tidak wujud").first()).toBeVisible();
  await expect(page.getByTestId("summary-discount")).toHaveCount(0);
  await shot(page, "cart-promo-refused-ms", width);
});
