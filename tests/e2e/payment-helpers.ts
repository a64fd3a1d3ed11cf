import { expect, type Page } from "@playwright/test";
import { baseOrigin, signInByApi } from "./admin-helpers";
import { registerCustomer } from "./customer-helpers";

// The e2e server is wired to the repository's Stripe stand-in (scripts/serve-e2e.mjs): saving its
// keys in Settings, as a super admin would, switches the shop from demo to test mode.
const STANDIN_KEYS = {
  secretKey: "sk_test_standin_local_4242",
  webhookSecret: "whsec_standin_local_signing_secret",
};

// Test mode is shop-wide and no spec switches the shop back to demo mode, so once this worker has
// seen it saved, a later test gets the same shop without another staff sign-in (a password hash on
// the server) and save. Each test still starts signed out, as it did.
let enabledInThisWorker = false;

export async function enablePayments(page: Page) {
  if (enabledInThisWorker) {
    await page.context().clearCookies();
    return;
  }
  await signInByApi(page);
  const res = await page.request.put("/api/admin/settings/payments", {
    data: STANDIN_KEYS,
    headers: { Origin: baseOrigin(page) },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).mode).toBe("test");
  enabledInThisWorker = true;
  await page.context().clearCookies();
}

/** A new customer with one eSIM in the cart (the cart's own screens are tested elsewhere). */
export async function customerWithPlan(page: Page, name: string, slug = "japan-5gb-7-days") {
  await registerCustomer(page, name);
  const products = (await (await page.request.get("/api/products")).json()) as { id: number; slug: string }[];
  const product = products.find((p) => p.slug === slug);
  const res = await page.request.post("/api/cart", {
    data: { productId: product?.id, quantity: 1 },
    headers: { Origin: baseOrigin(page) },
  });
  expect(res.ok()).toBe(true);
}

/** From the checkout review: pay on the stand-in and come back; the paid order's id. */
export async function payOnStandIn(page: Page): Promise<number> {
  await page.goto("/checkout");
  await page.getByLabel("My phone supports eSIM and is unlocked").check();
  await page.getByTestId("pay-button").click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", /^(paid|delivered)$/);
  return Number(new URL(page.url()).searchParams.get("order"));
}
