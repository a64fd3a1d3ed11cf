import type { APIRequestContext, Browser } from "@playwright/test";
import { apiPost, baseOrigin, open, signInByApi, unique } from "./admin-helpers";
import { registerCustomer } from "./customer-helpers";
import { expect, type Page, type TestInfo, test } from "./fixtures";
import { enablePayments } from "./payment-helpers";

// The price shown before paying is the price charged: a friend's welcome (R), store credit (C)
// and a promotion (P) each as a line in the cart and the checkout's summary, on "Pay RM …", and
// what the Stripe stand-in's Checkout Session was asked for. A back-office spec (its name): it
// switches the shop out of demo mode.

const SHOTS = "/tmp/shots-price";
const SECRET = "sk_test_standin_local_4242";

async function projectWidth(page: Page, testInfo: TestInfo): Promise<number> {
  const width = testInfo.project.name.startsWith("phone") ? 390 : 1280;
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  return width;
}

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });

test.describe.configure({ timeout: 150_000 });

/** A staff page (its own browser context) that makes a code and grants credit, as the back office does. */
async function staffDesk(browser: Browser) {
  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff);
  return {
    async promotion(code: string) {
      const res = await apiPost(staff, "/api/admin/promotions", { code, kind: "percent", value: 10 });
      expect(res.status()).toBe(201);
    },
    async credit(username: string, amount: number) {
      const list = await (await staff.request.get(`/api/admin/users?q=${username}`)).json();
      const user = (list.items as { id: number; username: string }[]).find((u) => u.username === username);
      const res = await apiPost(staff, `/api/admin/users/${user?.id}/credit`, { amount, reason: "Sorry" });
      expect(res.status()).toBe(201);
    },
    close: () => staff.context().close(),
  };
}

/** Two RM 25.00 Japan eSIMs (RM 50.00) in the signed-in page's cart. */
async function twoPlans(request: APIRequestContext, page: Page) {
  const products = (await (await request.get("/api/products")).json()) as { id: number; slug: string }[];
  const product = products.find((p) => p.slug === "japan-5gb-7-days");
  const res = await request.post("/api/cart", {
    data: { productId: product?.id, quantity: 2 },
    headers: { Origin: baseOrigin(page) },
  });
  expect(res.ok()).toBe(true);
}

const rm = (sen: number) => `RM ${(sen / 100).toFixed(2)}`;

/** The summary's lines, each shown only when it is there; `null`: the line is absent. */
async function expectLines(page: Page, lines: Record<string, number | null>) {
  for (const [id, sen] of Object.entries(lines)) {
    const line = page.getByTestId(`summary-${id}`);
    if (sen === null) await expect(line).toHaveCount(0);
    else await expect(line).toContainText(rm(sen));
  }
}

/** Pay on the checkout page; the amount the stand-in's Checkout Session was created for. */
async function payAndReadSession(page: Page): Promise<number> {
  await page.getByLabel("My phone supports eSIM and is unlocked").check();
  await page.getByTestId("pay-button").click();
  await page.waitForURL(/\/pay\/cs_/);
  const url = new URL(page.url());
  const id = url.pathname.split("/").pop();
  const res = await page.request.get(`${url.origin}/v1/checkout/sessions/${id}`, {
    headers: { Authorization: `Bearer ${SECRET}` },
  });
  expect(res.ok()).toBe(true);
  const session = await res.json();
  await expect(page.getByTestId("standin-total")).toHaveText(rm(session.amount_total));
  return session.amount_total;
}

test("R+C+P: a friend's welcome, credit and a code each show as a line, on Pay, and are what Stripe charges", async ({
  page,
  browser,
}, testInfo) => {
  const width = await projectWidth(page, testInfo);
  await enablePayments(page);
  const desk = await staffDesk(browser);
  const code = unique(testInfo, "SHOWN").toUpperCase();
  await desk.promotion(code);

  // The referrer, in a browser of their own, reads their link on the profile.
  const referrer = await (await browser.newContext()).newPage();
  await registerCustomer(referrer, unique(testInfo, "referrer"));
  await open(referrer, "/profile");
  const link = await referrer.getByRole("textbox", { name: "Your referral link" }).inputValue();
  await referrer.context().close();

  // The friend's landing page says what they get, in the rule's own amounts, in each language.
  const path = new URL(link).pathname;
  await open(page, `/zh${path}`);
  await expect(page.getByTestId("referral-offer")).toContainText("RM 20.00");
  await expect(page.getByTestId("referral-offer")).toContainText("立减 RM 10.00");
  await open(page, `/ms${path}`);
  await expect(page.getByTestId("referral-offer")).toContainText("potongan RM 10.00");
  await open(page, path);
  await expect(page.getByTestId("referral-offer")).toHaveText(
    "You get RM 10.00 off your first order of RM 20.00 or more. It comes off at checkout, once you have made your account.",
  );
  await shot(page, "referral-landing", width);

  const friend = unique(testInfo, "friend");
  await registerCustomer(page, friend);
  await twoPlans(page.request, page);
  await desk.credit(friend, 777);
  await desk.close();
  await open(page, "/cart");
  await page.getByLabel("Promotion code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  // RM 50.00 − 10 % (RM 5.00) − the friend's RM 10.00 − RM 7.77 of credit = RM 27.23.
  const lines = { subtotal: 5000, discount: 500, referral: 1000, credit: 777, total: 2723 };
  await expectLines(page, lines);
  await shot(page, "cart-rcp", width);

  await open(page, "/checkout");
  await expectLines(page, lines);
  await expect(page.getByTestId("pay-button")).toHaveText(/Pay\s+RM 27\.23$/);
  await expect(page.getByTestId("policy-note")).toContainText("Privacy Policy");
  await shot(page, "checkout-rcp", width);
  expect(await payAndReadSession(page)).toBe(2723);
});

test("C+P, with the credit box unticked at checkout: the lines, Pay and Stripe drop the credit together", async ({
  page,
  browser,
}, testInfo) => {
  const width = await projectWidth(page, testInfo);
  await enablePayments(page);
  const desk = await staffDesk(browser);
  const code = unique(testInfo, "UNTICK").toUpperCase();
  await desk.promotion(code);
  const buyer = unique(testInfo, "buyer");
  await registerCustomer(page, buyer);
  await twoPlans(page.request, page);
  await desk.credit(buyer, 777);
  await desk.close();
  await open(page, "/cart");
  await page.getByLabel("Promotion code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expectLines(page, { subtotal: 5000, discount: 500, referral: null, credit: 777, total: 3723 });

  await open(page, "/checkout");
  await expect(page.getByTestId("pay-button")).toHaveText(/Pay\s+RM 37\.23$/);
  await page.getByTestId("use-credit").getByRole("checkbox").uncheck();
  await expectLines(page, { subtotal: 5000, discount: 500, referral: null, credit: null, total: 4500 });
  await expect(page.getByTestId("pay-button")).toHaveText(/Pay\s+RM 45\.00$/);
  await shot(page, "checkout-cp-unticked", width);
  expect(await payAndReadSession(page)).toBe(4500);
});
