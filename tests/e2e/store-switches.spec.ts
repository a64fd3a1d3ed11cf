import { baseOrigin, open, signInByApi, unique } from "./admin-helpers";
import { mailLink } from "./customer-helpers";
import { expect, type Page, test } from "./fixtures";
import { customerWithPlan, enablePayments } from "./payment-helpers";

// Store-wide switches change what every checkout does, so this spec runs on its own after every
// other one (the "store-switches" project in playwright.config.ts) and puts the switch back. Its
// tests run one after another: each one's clean-up resets the switch another may be relying on.
test.describe.configure({ mode: "serial" });

const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
const SWITCH = "Require a verified e-mail at checkout";

async function shot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `test-results/store-switches-${name}-${width}.png`, fullPage: true });
  }
}

test.afterEach(async ({ page }) => {
  await signInByApi(page);
  const res = await page.request.put("/api/admin/settings/checkout", {
    data: { requireVerifiedEmail: false },
    headers: { Origin: baseOrigin(page) },
  });
  expect(res.status()).toBe(200);
  // The seeded estimate and threshold (rules.ts' defaults), which the physical-SIM spec expects.
  const shipping = await page.request.put("/api/admin/settings/shipping", {
    data: { westMin: 2, westMax: 3, eastMin: 3, eastMax: 5, stuckHours: 24 },
    headers: { Origin: baseOrigin(page) },
  });
  expect(shipping.status()).toBe(200);
});

test("staff require a verified e-mail: an unverified customer is asked to verify before paying", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await enablePayments(page);
  await signInByApi(page);
  await open(page, "/admin/settings");
  const setting = page.getByLabel(SWITCH);
  await expect(setting).not.toBeChecked();
  await setting.check();
  await expect(toast(page, "Checkout setting saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(SWITCH)).toBeChecked();
  await shot(page, "settings");

  const customer = await (await browser.newContext()).newPage();
  const name = unique(testInfo, "unverified");
  await customerWithPlan(customer, name);
  await customer.goto("/checkout");
  await expect(customer.getByRole("heading", { name: "Verify your e-mail to pay" })).toBeVisible();
  await expect(customer.getByTestId("pay-button")).toHaveCount(0);
  await customer.getByRole("button", { name: "Send the link again" }).click();
  await expect(customer).toHaveURL(/\/checkout$/);
  await expect(toast(customer, "Verification e-mail sent")).toBeVisible();
  await shot(customer, "checkout-verify-first");

  // The API path is held to the same rule: no order for an unverified address.
  const refused = await customer.request.post("/api/checkout", {
    data: { deviceConfirmed: true },
    headers: { Origin: baseOrigin(customer) },
  });
  expect(refused.status()).toBe(403);

  const link = await mailLink(
    await (await browser.newContext()).newPage(),
    `${name}@example.com`,
    "email_verify",
  );
  await customer.goto(link.replace(/^http:\/\/[^/]+/, ""));
  await customer.goto("/checkout");
  await expect(customer.getByTestId("pay-button")).toBeVisible();

  await page.getByLabel(SWITCH).uncheck();
  await expect(toast(page, "Checkout setting saved")).toBeVisible();
  await expect(page.getByLabel(SWITCH)).not.toBeChecked();
});

// The estimate is the whole shop's: changed here, where no other spec's checkout runs beside it.
test("the delivery estimate saved in Settings is the one a Physical SIM's checkout shows", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  await enablePayments(page);
  await signInByApi(page);
  await open(page, "/admin/settings");
  const west = page.getByTestId("shipping-rules-form").getByRole("group", { name: "West Malaysia" });
  await expect(west.getByLabel("Fewest working days")).toHaveValue("2");
  await expect(west.getByLabel("Most working days")).toHaveValue("3");
  await west.getByLabel("Fewest working days").fill("4");
  await page.getByRole("button", { name: "Save shipping" }).click();
  await expect(west.getByText("West Malaysia's most days must be at least its fewest days")).toBeVisible();
  await west.getByLabel("Most working days").fill("6");
  await page.getByRole("button", { name: "Save shipping" }).click();
  await expect(toast(page, "Shipping saved")).toBeVisible();
  await page.reload();
  await expect(west.getByLabel("Fewest working days")).toHaveValue("4");
  await expect(west.getByLabel("Most working days")).toHaveValue("6");
  const card = page.getByTestId("shipping-rules-form").locator("..");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card.screenshot({ path: `test-results/store-switches-shipping-${width}.png` });
  }

  const customer = await (await browser.newContext()).newPage();
  await customerWithPlan(customer, unique(testInfo, "posted-west"), "thailand-tourist-sim-15gb-8-days");
  await customer.goto("/checkout");
  await customer.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const review = customer.getByTestId("checkout-review");
  await review.getByLabel("State").selectOption("W.P. Kuala Lumpur");
  await expect(review.getByTestId("delivery-estimate")).toContainText("4–6 working days");
  await review.getByLabel("State").selectOption("Sabah");
  await expect(review.getByTestId("delivery-estimate")).toContainText("3–5 working days");
});

// The store contact is one for the whole shop: saved here, where no other spec runs beside it.
test("store contact saved in Settings shows in the site footer", async ({ page }) => {
  await signInByApi(page);
  // A page outside the edge cache first, so the shell's contact is remembered before the save.
  await page.goto("/terms");
  await expect(page.locator("footer")).toBeVisible();
  await open(page, "/admin/settings");
  const phone = "+60 3-1111 0002";
  await page.getByLabel("Phone").fill(phone);
  await page.getByRole("button", { name: "Save contact details" }).click();
  await expect(toast(page, "Settings saved")).toBeVisible();
  const contact = await (await page.request.get("/api/admin/settings/store")).json();
  expect(contact.supportPhone).toBe(phone);
  await expect(page.getByRole("heading", { name: "Staff accounts" })).toBeVisible();
  for (const path of ["/terms", "/"]) {
    await page.goto(path);
    await expect(page.locator("footer").getByRole("link", { name: phone })).toBeVisible();
  }
});

test("staff are told while receipts print without a seller, where they deal with receipts", async ({
  page,
}) => {
  await signInByApi(page);
  const seller = (fields: Record<string, string | null>) =>
    page.request.put("/api/admin/settings/seller", {
      data: { legalName: "", registrationNumber: "", address: "", sstNumber: "", sstRate: null, ...fields },
      headers: { Origin: baseOrigin(page) },
    });
  expect((await seller({ legalName: "Jalan Sim Sdn. Bhd." })).status()).toBe(200);
  const warning = page.getByTestId("seller-details-missing");
  await open(page, "/admin/einvoices");
  await expect(warning).toHaveText(/printing without the seller's registration number and address\./);
  await warning.getByRole("link", { name: "Fill them in under Settings" }).click();
  await expect(page).toHaveURL(/\/admin\/settings#seller-details$/);
  await expect(warning).toBeVisible();
  await shot(page, "seller-missing");

  const filled = {
    legalName: "Jalan Sim Sdn. Bhd.",
    registrationNumber: "202601012345",
    address: "Kuala Lumpur",
  };
  expect((await seller(filled)).status()).toBe(200);
  await open(page, "/admin/einvoices");
  await expect(page.getByRole("heading", { name: /Customers' own e-invoices/ })).toBeVisible();
  await expect(warning).toHaveCount(0);
  await open(page, "/admin/settings");
  await expect(page.getByRole("heading", { name: "Seller details for receipts" })).toBeVisible();
  await expect(warning).toHaveCount(0);
});
