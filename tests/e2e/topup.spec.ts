import { open, signInByApi, unique } from "./admin-helpers";
import { expect, type Page, test } from "./fixtures";
import { customerWithPlan, enablePayments, payOnStandIn } from "./payment-helpers";

// A top-up bought end to end: staff price one on the Products screen, a customer with a delivered
// Japan eSIM buys it on the eSIM's top-up page, pays on the Stripe stand-in's page, and the eSIM's
// usage grows. Runs in the staff phase (it switches the shop out of demo mode, as payments.spec does).

const SHOTS = "/tmp/shots-trip-topups";
const PACKAGE = "demo-japan-5gb-7-days-topup-1gb-7d";

test.describe.configure({ timeout: 180_000 });

async function shot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** The Products screen's Top-ups section in view (the shell's header is fixed, so no full-page shot). */
async function sectionShot(page: Page, name: string) {
  const close = page.getByRole("button", { name: /close|dismiss/i });
  if (await close.count()) await close.first().click();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.getByTestId("topups-section").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

async function staffPriceTopup(page: Page, name: string) {
  await open(page, "/admin/products");
  const section = page.getByTestId("topups-section");
  await section.getByRole("button", { name: "Add Top-up" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Top-up" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Supplier package").fill(PACKAGE);
  await dialog.getByLabel("Data (MB)").fill("1024");
  await dialog.getByLabel("Days").fill("7");
  await dialog.getByLabel("Price (RM)").fill("10");
  await dialog.getByRole("button", { name: "Create Top-up" }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole("row", { name: new RegExp(name) })).toBeVisible();
}

async function deliveredEsim(page: Page, orderId: number) {
  let esim: { iccid: string; usage: { totalMb: number } } | undefined;
  await expect(async () => {
    const body = await (await page.request.get(`/api/user/orders/${orderId}/esims`)).json();
    esim = body.esims?.[0];
    expect(esim?.usage?.totalMb).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
  return esim as { iccid: string; usage: { totalMb: number } };
}

test("staff price a top-up; a customer buys it for their eSIM, pays on Stripe, and the usage grows", async ({
  page,
}, testInfo) => {
  const name = unique(testInfo, "Japan 1 GB top-up");
  await enablePayments(page);
  // enablePayments signs the super admin in by API and clears the cookies after: sign in again.
  await signInByApi(page);
  await staffPriceTopup(page, name);
  if (testInfo.project.name === "desktop-staff") await sectionShot(page, "admin-products-topups");
  await page.context().clearCookies();

  await customerWithPlan(page, unique(testInfo, "topper"));
  const planOrder = await payOnStandIn(page);
  const before = await deliveredEsim(page, planOrder);

  await open(page, `/my-esims/${before.iccid}/top-up`);
  await expect(
    page.getByRole("heading", { name: `Top up your eSIM …${before.iccid.slice(-4)}` }),
  ).toBeVisible();
  const offer = page.getByTestId("topup-offer").filter({ hasText: name });
  await expect(offer).toContainText("1 GB");
  await expect(offer).toContainText("7 Days");
  await expect(offer).toContainText("RM 10.00");
  if (testInfo.project.name === "desktop-staff") await shot(page, "topup-page");

  await offer.getByRole("button", { name: `Buy ${name} for RM 10.00` }).click();
  await expect(page.getByRole("heading", { name: "Pay JalanSIM" })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", /^(paid|delivered)$/);
  // Back from Stripe, the result page tells a top-up: data added to this eSIM, nothing to install.
  const tail = `…${before.iccid.slice(-4)}`;
  await expect(page.getByTestId("order-state-heading")).toHaveText(`Data added to your eSIM ${tail}`, {
    timeout: 30_000,
  });
  await expect(page.getByRole("link", { name: "See your eSIMs" })).toHaveAttribute("href", "/my-esims");
  await expect(page.getByRole("link", { name: "Install now" })).toHaveCount(0);
  if (testInfo.project.name === "desktop-staff") await shot(page, "topup-result");

  await expect(async () => {
    const now = await deliveredEsim(page, planOrder);
    expect(now.usage.totalMb).toBe(before.usage.totalMb + 1024);
  }).toPass({ timeout: 30_000 });
  await open(page, `/my-orders/${planOrder}/esim`);
  const usageText = await page.getByTestId("esim-usage").first().innerText();
  expect(usageText).toMatch(/6(\.0)? GB|6144/);

  await page.goto("/my-orders");
  await expect(
    page.getByText(`Top-up for eSIM …${before.iccid.slice(-4)} – 1 GB, 7 days`).first(),
  ).toBeVisible();
  await expect(page.getByTestId("order").first().getByTestId("order-state-heading")).toHaveText(
    `Data added to your eSIM …${before.iccid.slice(-4)}`,
  );
  if (testInfo.project.name === "desktop-staff") await shot(page, "topup-my-orders");

  // Staff read the top-up under its plan, and find it with the plan and kind filters.
  await page.context().clearCookies();
  await signInByApi(page);
  await open(page, "/admin/orders?kind=topup");
  await page.getByRole("combobox", { name: "Plan", exact: true }).selectOption({ label: "Japan" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/plan=\d+/);
  const row = page.getByTestId("order-plan").first();
  await expect(row).toContainText("Top-up");
  await expect(row).toContainText("Japan");
  if (testInfo.project.name === "desktop-staff") await shot(page, "admin-orders-topups");
});

test("a stranger's top-up page is a 404; signed out it asks to sign in", async ({ page }, testInfo) => {
  await customerWithPlan(page, unique(testInfo, "stranger"));
  const res = await page.goto("/my-esims/8944000000000000000/top-up");
  expect(res?.status()).toBe(404);
  await page.context().clearCookies();
  await page.goto("/my-esims/8944000000000000000/top-up");
  await expect(page).toHaveURL(/\/auth\/login/);
});
