import type { Browser } from "@playwright/test";
import { open, signInByApi, unique } from "./admin-helpers";
import { expect, type Page, type TestInfo, test } from "./fixtures";
import { customerWithPlan, enablePayments, payOnStandIn } from "./payment-helpers";

// Runs in the staff phase (playwright.config.ts), after the storefront specs that expect
// the demo notice: it switches the shop to test mode by saving keys in Settings, as a super admin
// would. The e2e server is wired to the repository's Stripe stand-in (scripts/serve-e2e.mjs).

async function shot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `test-results/payments-${name}-${width}.png`, fullPage: true });
  }
}

/** The phone project at a 390 px phone's width (a Pixel 7 is 412), the desktop one at 1280. */
async function projectWidth(page: Page, testInfo: TestInfo): Promise<number> {
  const width = testInfo.project.name.startsWith("phone") ? 390 : 1280;
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  return width;
}

/** This width's screenshot of one state, kept for the people reviewing the screens. */
async function stateShot(page: Page, name: string, width: number) {
  await page.screenshot({ path: `/tmp/shots-first-states/${name}-${width}.png`, fullPage: true });
}

const RESULT_HEADING = "order-state-heading";
/** The words of a paid order that may already be delivered (the fulfilment queue runs in this Worker). */
const PAID_OR_READY = /^(Payment received — preparing your eSIM|Your eSIM is ready)$/;

// Several workerd servers share this machine's two cores: give each purchase room.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await enablePayments(page);
});

test("sign in, review, pay on Stripe (stand-in), come back, order paid in My Orders", async ({
  page,
}, testInfo) => {
  await customerWithPlan(page, unique(testInfo, "payer"));
  await page.goto("/checkout");
  const review = page.getByTestId("checkout-review");
  await expect(review).toBeVisible();
  await expect(page.getByTestId("demo-notice")).toHaveCount(0);
  const pay = page.getByTestId("pay-button");
  await expect(pay).toHaveText(/Pay RM \d+\.\d\d/);
  if (testInfo.project.name === "desktop-staff") await shot(page, "checkout");

  await page.getByLabel("My phone supports eSIM and is unlocked").check();
  await pay.click();
  await expect(page.getByRole("heading", { name: "Pay JalanSIM" })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page.getByTestId(RESULT_HEADING)).toHaveText(PAID_OR_READY);
  // Paid, and the eSIM may already be issued (the fulfilment queue runs in this Worker too).
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", /^(paid|delivered)$/);
  if (testInfo.project.name === "desktop-staff") await shot(page, "success");

  await page.goto("/my-orders");
  const order = page.getByTestId("order").first();
  await expect(order.getByTestId("order-status")).toHaveAttribute("data-status", /^(paid|delivered)$/);
  await order.getByRole("link", { name: /Order #\d+/ }).click();
  await expect(page.getByRole("heading", { name: /Order #\d+/ })).toBeVisible();
  await expect(page.getByTestId("order-line")).toHaveCount(1);
  await expect(page.getByTestId("order-timeline")).toContainText("Awaiting payment");
  await expect(page.getByTestId("order-timeline")).toContainText("Paid");
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("order-timeline")).toContainText("Delivered", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  // Bought: the cart is empty again.
  await expect(page.getByTestId("cart-count")).toBeHidden();
  if (testInfo.project.name === "desktop-staff") await shot(page, "order-detail");
});

test("cancel on the payment page: the order is cancelled only by its button, back to the cart", async ({
  page,
}, testInfo) => {
  await customerWithPlan(page, unique(testInfo, "canceller"));
  await page.goto("/checkout");
  await page.getByLabel("My phone supports eSIM and is unlocked").check();
  await page.getByTestId("pay-button").click();
  await page.getByRole("button", { name: "Cancel" }).click();
  // Coming back from Stripe only shows the page: a link from anywhere must not cancel anything.
  await expect(page).toHaveURL(/\/checkout\/cancel\?order=\d+$/);
  const status = page.getByTestId("payment-cancelled").getByTestId("order-status");
  await expect(status).toHaveAttribute("data-status", "pending");
  await page.reload();
  await expect(status).toHaveAttribute("data-status", "pending");
  if (testInfo.project.name === "desktop-staff") await shot(page, "checkout-cancel");
  await page.getByRole("button", { name: "Cancel this order" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText("Order cancelled").first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  // A cancelled payment does not clutter My Orders: it waits under its own tab.
  await page.goto("/my-orders");
  await expect(page.getByRole("heading", { name: "No orders yet" })).toBeVisible();
  await expect(page.getByTestId("order")).toHaveCount(0);
  await page.getByTestId("cancelled-orders-tab").click();
  await expect(page).toHaveURL(/\/my-orders\?view=cancelled$/);
  const cancelled = page.getByTestId("order");
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled.getByTestId("order-status")).toHaveAttribute("data-status", "cancelled");
  await expect(cancelled.getByTestId("order-state-heading")).toHaveText("This order was cancelled");
});

test("FPX-style delayed payment: waiting for the bank on return, then ready with Install now first", async ({
  page,
}, testInfo) => {
  const width = await projectWidth(page, testInfo);
  await customerWithPlan(page, unique(testInfo, "fpx"));
  await page.goto("/checkout");
  await page.getByLabel("My phone supports eSIM and is unlocked").check();
  await page.getByTestId("pay-button").click();
  await page.getByRole("button", { name: "Pay later (FPX delayed)" }).click();
  // Heading, sentence and badge agree: nothing says "received" before the bank has answered.
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Waiting for your bank to confirm (FPX)");
  await expect(page.getByTestId("order-state-text")).toContainText("FPX online banking");
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "pending");
  await stateShot(page, "result-pending", width);
  // The page follows the order by itself (the stand-in's bank answers after 1.5 s) until the eSIM is
  // issued; then its first step is installing it.
  await expect(heading).toHaveText("Your eSIM is ready", { timeout: 20_000 });
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "delivered");
  await expect(page.getByTestId("order-state-text")).not.toContainText(/preparing/i);
  const install = page.getByTestId("payment-result").getByRole("link").first();
  await expect(install).toHaveText("Install now");
  await stateShot(page, "result-delivered", width);

  await page.goto("/my-orders");
  await expect(page.getByTestId("order").first().getByTestId("order-state-heading")).toHaveText(
    "Your eSIM is ready",
  );
  await stateShot(page, "my-orders", width);
  await page
    .getByTestId("order")
    .first()
    .getByRole("link", { name: /Order #\d+/ })
    .click();
  // Times on the order page are Malaysia time, with the zone named.
  await expect(page.getByTestId("order-timeline")).toContainText("Malaysia time (UTC+8)");
  await expect(page.getByText(/^Placed .+ Malaysia time \(UTC\+8\)$/)).toBeVisible();
  await stateShot(page, "order-page", width);
  await page.getByTestId("order-next-action").click();
  await expect(page).toHaveURL(/\/my-orders\/\d+\/esim$/);
});

test("works with JavaScript off: the Pay form posts and the browser follows the 303 to Stripe", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await customerWithPlanNoJs(page, unique(testInfo, "nojs"));
  await page.goto("/checkout");
  await page.getByLabel("My phone supports eSIM and is unlocked").check();
  await page.getByTestId("pay-button").click();
  await expect(page.getByRole("heading", { name: "Pay JalanSIM" })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAID_OR_READY);
  // The fulfilment queue may already have delivered it by the time the page renders.
  const status = page.getByTestId("order-status");
  await expect(status).toHaveAttribute("data-status", /^(paid|delivered)$/);
  // Without JavaScript the page cannot follow a paid order by itself: a plain link reloads it
  // (a delivered one has nothing left to wait for).
  if ((await status.getAttribute("data-status")) === "paid") {
    await expect(page.getByTestId("refresh-link")).toBeVisible();
  }
  await context.close();
});

/** Staff, in their own browser, on the Orders tab searched for one customer. */
async function staffOnOrders(browser: Browser, customer: string): Promise<Page> {
  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff);
  await open(staff, `/admin/orders?q=${customer}`);
  return staff;
}

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

/** The customer's order page shows `status` once the change (a webhook, the queue) has landed. */
async function expectOrderStatus(page: Page, orderId: number, status: string) {
  await expect(async () => {
    await page.goto(`/my-orders/${orderId}`);
    await expect(page.getByTestId("order-status").first()).toHaveAttribute("data-status", status, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
}

test("a customer asks for a refund of an unused eSIM; staff approve it in Orders; it is refunded", async ({
  page,
  browser,
}, testInfo) => {
  const name = unique(testInfo, "refunder");
  await customerWithPlan(page, name);
  const orderId = await payOnStandIn(page);
  await expectOrderStatus(page, orderId, "delivered");
  await page.goto(`/my-orders/${orderId}`);
  // A reason is required, and an empty one is told so under the field.
  await page.getByRole("button", { name: "Request refund" }).click();
  await expect(page.getByTestId("refund-reason-error")).toHaveText("Please tell us why you want a refund");
  await page.getByLabel("Why do you want a refund?").fill("My trip was cancelled");
  await page.getByRole("button", { name: "Request refund" }).click();
  await expect(page.getByTestId("refund-request-status")).toContainText("You asked for a refund on");
  await expect(page.getByTestId("refund-request-status")).toContainText("Malaysia time (UTC+8)");

  const staff = await staffOnOrders(browser, name);
  const request = staff
    .getByRole("region", { name: "Refund requests" })
    .getByRole("listitem")
    .filter({ hasText: `Order #${orderId}` });
  await expect(request).toContainText("My trip was cancelled");
  if (testInfo.project.name === "desktop-staff") await shot(staff, "refund-requests");
  await request.getByRole("button", { name: "Approve and refund" }).click();
  // Approving starts a refund: it asks in the back office's one refund dialog, naming the amount.
  await staff
    .getByRole("dialog", { name: `Refund order #${orderId}?` })
    .getByRole("button", { name: /^Refund RM \d+\.\d{2}$/ })
    .click();
  await expect(toast(staff, `Order #${orderId} refunded`)).toBeVisible();
  await expect(request).toHaveCount(0);

  await expectOrderStatus(page, orderId, "refunded");
  await expect(page.getByTestId("refund-request-status")).toContainText("was approved.");
  // The refunded eSIM can no longer be installed from its page: no QR, no codes.
  await page.goto(`/my-orders/${orderId}/esim`);
  await expect(page.getByTestId("esim-withdrawn")).toContainText("This eSIM was refunded and cancelled.");
  await expect(page.getByTestId("esim-qr")).toHaveCount(0);
  await expect(page.getByTestId("esim-code")).toHaveCount(0);
  if (testInfo.project.name === "desktop-staff") await shot(page, "esim-refunded");
});

test("staff refund a paid order from its row in Orders, after confirming", async ({
  page,
  browser,
}, testInfo) => {
  const name = unique(testInfo, "rowrefund");
  await customerWithPlan(page, name);
  const orderId = await payOnStandIn(page);

  const staff = await staffOnOrders(browser, name);
  const row = staff.getByRole("row").filter({ hasText: `#${orderId}` });
  await row.getByRole("button", { name: "Refund all" }).click();
  await staff
    .getByRole("dialog", { name: `Refund order #${orderId}?` })
    .getByRole("button", { name: /^Refund RM \d+\.\d{2}$/ })
    .click();
  await expect(toast(staff, `Order #${orderId} refunded`)).toBeVisible();
  await expect(row.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Refund all" })).toHaveCount(0);

  await expectOrderStatus(page, orderId, "refunded");
});

async function customerWithPlanNoJs(page: Page, name: string) {
  await page.goto("/auth/register");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email address").fill(`${name}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("Chat-pass-1");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Chat-pass-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/plans/japan-5gb-7-days");
  await page
    .getByRole("button", { name: /Add to cart/ })
    .first()
    .click();
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
}
