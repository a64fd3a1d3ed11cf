import { apiPost, open, signInByApi, unique } from "./admin-helpers";
import { expect, type Page, type TestInfo, test } from "./fixtures";
import { customerWithPlan, enablePayments, payOnStandIn } from "./payment-helpers";

// Receipts and e-invoices in the staff phase (it pays on the Stripe stand-in, like payments.spec):
// pay, open the receipt from the order page, print it, ask for an e-invoice, and staff see it.

const SHOTS = "/tmp/shots-money-receipts";
const SELLER = {
  legalName: "Jalan Sim Sdn. Bhd.",
  registrationNumber: "202601012345 (1234567-A)",
  address: "Level 8, Menara Contoh\n50450 Kuala Lumpur",
  sstNumber: "",
  sstRate: null,
};

test.describe.configure({ timeout: 150_000 });

async function projectWidth(page: Page, testInfo: TestInfo): Promise<number> {
  const width = testInfo.project.name.startsWith("phone") ? 390 : 1280;
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  return width;
}

test.beforeEach(async ({ page }) => {
  await enablePayments(page);
  await signInByApi(page);
  expect((await apiPost(page, "/api/admin/settings/seller", SELLER, "put")).status()).toBe(200);
  await page.context().clearCookies();
});

test("pay, open and print the receipt, ask for an e-invoice; staff see the request", async ({
  page,
}, testInfo) => {
  const width = await projectWidth(page, testInfo);
  const name = unique(testInfo, "receipt");
  await customerWithPlan(page, name);
  const orderId = await payOnStandIn(page);

  await open(page, `/my-orders/${orderId}`);
  await page.getByTestId("receipt-link").click();
  await expect(page).toHaveURL(new RegExp(`/my-orders/${orderId}/receipt$`));
  await expect(page.getByTestId("receipt-number")).toHaveText(/^JS-\d{4}-\d{6}$/);
  await expect(page.getByTestId("seller-name")).toHaveText(SELLER.legalName);
  await expect(page.getByTestId("receipt-line")).toHaveCount(1);
  await expect(page.getByTestId("receipt-line")).toContainText("Japan");
  await expect(page.getByTestId("receipt-sst")).toHaveText("Not registered for SST");
  await expect(page.getByText(`${name}@example.com`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Print receipt" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/receipt-${width}.png`, fullPage: true });

  // Printed: only the document, no header, footer, chat or Print button.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print receipt" })).toBeHidden();
  await expect(page.getByTestId("receipt-number")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/receipt-print-${width}.png`, fullPage: true });
  if (testInfo.project.name === "desktop-staff")
    await page.pdf({ path: `${SHOTS}/receipt-a4.pdf`, format: "A4" });
  await page.emulateMedia({ media: "screen" });

  // The same receipt in Malay.
  await open(page, `/ms/my-orders/${orderId}/receipt`);
  await expect(page.getByRole("heading", { name: "Resit", exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/receipt-ms-${width}.png`, fullPage: true });

  // The e-invoice in the customer's own name, from the order page.
  await open(page, `/my-orders/${orderId}`);
  const form = page.getByRole("form", { name: "Need an e-invoice?" });
  await form.getByRole("button", { name: "Request e-invoice" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-einvoice-errors-${width}.png`, fullPage: true });
  await form.getByLabel("Name or company name").fill("Tan Mei Ling");
  await form.getByLabel("TIN or identity number (MyKad or passport)").fill("IG12345678901");
  await form.getByLabel("Address").fill("12 Jalan Ampang, 50450 Kuala Lumpur");
  await form.getByLabel("E-mail for the e-invoice").fill(`${name}@company.test`);
  await form.getByRole("button", { name: "Request e-invoice" }).click();
  await expect(page.getByTestId("einvoice-requested")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-einvoice-requested-${width}.png`, fullPage: true });

  // Staff see the request beside the month's consolidated e-invoice.
  await page.context().clearCookies();
  await signInByApi(page);
  await open(page, "/admin/einvoices");
  const request = page.getByTestId("einvoice-request").filter({ hasText: `Order #${orderId}` });
  await expect(request).toContainText("IG12345678901");
  await expect(request).toContainText("Tan Mei Ling");
  await page.screenshot({ path: `${SHOTS}/admin-einvoices-${width}.png`, fullPage: true });
  await open(page, "/admin/settings");
  await expect(page.getByLabel("Legal name")).toHaveValue(SELLER.legalName);
  await page.screenshot({ path: `${SHOTS}/admin-settings-${width}.png`, fullPage: true });
});
