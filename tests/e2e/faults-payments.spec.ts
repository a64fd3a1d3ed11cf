import { unique } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { customerWithPlan, enablePayments } from "./payment-helpers";

// Stripe failing when checkout creates its session (armed on the stand-in for this customer only):
// the checkout page says so in words, not the error page, and paying again works.

const STANDIN = `http://127.0.0.1:${process.env.STRIPE_STANDIN_PORT ?? "12111"}`;

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await enablePayments(page);
});

for (const fault of ["error", "timeout"] as const) {
  test(`Stripe ${fault} at checkout: a clear message on the checkout page, then paying works`, async ({
    page,
  }, testInfo) => {
    const name = unique(testInfo, `fault${fault}`);
    await customerWithPlan(page, name);
    // Both of the SDK's tries fail.
    const armed = await page.request.post(`${STANDIN}/__standin/faults`, {
      data: { path: "/v1/checkout/sessions", fault, match: `${name}@example.com`, count: 2 },
    });
    expect(armed.status()).toBe(201);

    await page.goto("/checkout");
    await page.getByLabel("My phone supports eSIM and is unlocked").check();
    const started = Date.now();
    await page.getByTestId("pay-button").click();
    await expect(page.getByTestId("checkout-error")).toHaveText(
      "The payment provider could not be reached. Please try again in a moment.",
      { timeout: 15_000 },
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    await expect(page.getByTestId("checkout-review")).toBeVisible();
    // The phone's tick stays as the customer left it.
    await expect(page.getByTestId("device-confirmed")).toBeChecked();
    const width = testInfo.project.name.startsWith("phone") ? 390 : 1280;
    await page.screenshot({ path: `test-results/checkout-stripe-${fault}-${width}.png`, fullPage: true });

    await page.getByTestId("pay-button").click();
    await expect(page.getByRole("heading", { name: "Pay JalanSIM" })).toBeVisible();
  });
}
