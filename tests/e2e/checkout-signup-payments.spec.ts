import { mkdirSync } from "node:fs";
import { baseOrigin, unique } from "./admin-helpers";
import { registerCustomer, signIn } from "./customer-helpers";
import { expect, type Page, type TestInfo, test } from "./fixtures";
import { waitForHydration } from "./hydration";
import { enablePayments } from "./payment-helpers";

// A first-time buyer makes their account on the checkout page with an e-mail and a password and
// pays in the same submit. Runs in the staff phase (its name ends in payments.spec.ts): it needs
// the shop out of demo mode, which enablePayments does by saving the stand-in's keys.

const SHOTS = "/tmp/shots-first-signup";

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await enablePayments(page);
});

/** The phone project at a 390 px phone's width, the desktop one at 1280. */
async function projectWidth(page: Page, testInfo: TestInfo): Promise<number> {
  const width = testInfo.project.name.startsWith("phone") ? 390 : 1280;
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  return width;
}

/** A guest (no account, no session) with one eSIM in the guest cart. */
async function guestWithPlan(page: Page, slug = "japan-5gb-7-days") {
  const products = (await (await page.request.get("/api/products")).json()) as { id: number; slug: string }[];
  const res = await page.request.post("/api/cart", {
    data: { productId: products.find((p) => p.slug === slug)?.id, quantity: 1 },
    headers: { Origin: baseOrigin(page) },
  });
  expect(res.ok()).toBe(true);
}

test("a guest makes their account at checkout with e-mail and password and pays", async ({
  page,
}, testInfo) => {
  const width = await projectWidth(page, testInfo);
  await guestWithPlan(page);
  await page.goto("/checkout");
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByTestId("checkout-review");
  await expect(form.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expect(page.getByText("Welcome back")).toHaveCount(0);
  await expect(form.getByTestId("checkout-sign-in")).toHaveAttribute(
    "href",
    "/auth/login?redirectTo=%2Fcheckout",
  );
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/checkout-create-account-${width}.png`, fullPage: true });

  // The shared schema answers in the browser before anything is posted.
  await page.getByTestId("pay-button").click();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  const email = `${unique(testInfo, "first")}@example.com`;
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("First-trip-1");
  await form.getByLabel("My phone supports eSIM and is unlocked").check();
  await expect(page.getByTestId("pay-button")).toHaveText(/Create account and pay RM \d+\.\d\d/);
  await page.getByTestId("pay-button").click();

  // Straight to the payment page (the Stripe stand-in), signed in with the cart kept.
  await expect(page.getByRole("heading", { name: "Pay JalanSIM" })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", /^(paid|delivered)$/);
  const me = await (await page.request.get("/api/auth/user")).json();
  expect(me.user.email).toBe(email.toLowerCase());
});

test("an e-mail that has an account is told to sign in, and signing in comes back to checkout", async ({
  page,
}, testInfo) => {
  await projectWidth(page, testInfo);
  const username = unique(testInfo, "known");
  await registerCustomer(page, username, "Known-pass-1");
  await page.context().clearCookies();

  await guestWithPlan(page);
  await page.goto("/checkout");
  await waitForHydration(page);
  const form = page.getByTestId("checkout-review");
  await form.getByLabel("Email address").fill(`${username}@example.com`);
  await form.getByLabel("Password", { exact: true }).fill("Another-pass-1");
  await form.getByLabel("My phone supports eSIM and is unlocked").check();
  await page.getByTestId("pay-button").click();
  await expect(page.getByTestId("checkout-error")).toContainText("Sign in to pay with it");

  await form.getByTestId("checkout-sign-in").click();
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fcheckout$/);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await waitForHydration(page);
  await signIn(page, username, "Known-pass-1");
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: "Review and pay" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create your account" })).toHaveCount(0);
  await expect(page.getByTestId("checkout-line")).toHaveCount(1);
});
