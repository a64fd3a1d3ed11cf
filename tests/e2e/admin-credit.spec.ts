import { open, signInByApi, unique } from "./admin-helpers";
import { expect, type Page, type TestInfo, test } from "./fixtures";
import { customerWithPlan, enablePayments } from "./payment-helpers";

// Credit end to end (decision 0049): staff grant goodwill credit on the Users tab, the customer
// sees it on their profile, pays an order wholly with it (no Stripe page) and opens the receipt.
// A back-office spec (its name): it switches the shop out of demo mode.

const SHOTS = "/tmp/shots-money-credit";

async function projectWidth(page: Page, testInfo: TestInfo): Promise<number> {
  const width = testInfo.project.name.startsWith("phone") ? 390 : 1280;
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  return width;
}

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });

test.describe.configure({ timeout: 120_000 });

test("staff grant goodwill credit; the customer sees it, pays an order with it and opens the receipt", async ({
  page,
  browser,
}, testInfo) => {
  const width = await projectWidth(page, testInfo);
  await enablePayments(page);
  const name = unique(testInfo, "credit");
  await customerWithPlan(page, name);

  const staff = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  await signInByApi(staff);
  await open(staff, `/admin/users?q=${name}`);
  await staff.getByRole("button", { name: `Credit of ${name}` }).click();
  const dialog = staff.getByRole("dialog");
  await expect(dialog.getByTestId("admin-credit-balance")).toHaveText("RM 0.00");
  await dialog.getByLabel("Amount (RM)").fill("30.00");
  await dialog.getByLabel("Reason").fill("Sorry for the late eSIM");
  await dialog.getByRole("button", { name: "Grant credit" }).click();
  await expect(dialog.getByTestId("admin-credit-balance")).toHaveText("RM 30.00");
  await expect(dialog).toContainText("Sorry for the late eSIM");
  await expect(dialog.getByLabel("Amount (RM)")).toHaveValue("");
  await shot(staff, "admin-credit", width);
  await staff.close();

  await open(page, "/profile");
  await expect(page.getByTestId("credit-balance")).toHaveText("RM 30.00");
  await expect(page.getByRole("textbox", { name: "Your referral link" })).toHaveValue(/\/r\/[0-9a-f]{10}$/);
  await expect(page.getByText("Sorry for the late eSIM")).toBeVisible();
  await shot(page, "profile-credit", width);
  await page.goto("/ms/profile");
  await expect(page.getByText("Pautan rujukan anda")).toBeVisible();
  await shot(page, "profile-credit-ms", width);
  await page.goto("/zh/cart");
  await expect(page.getByTestId("summary-credit")).toContainText("RM 25.00");
  await shot(page, "cart-credit-zh", width);

  await open(page, "/checkout");
  await expect(page.getByTestId("use-credit")).toContainText("RM 30.00");
  await expect(page.getByTestId("summary-credit")).toContainText("RM 25.00");
  await expect(page.getByTestId("pay-button")).toContainText("RM 0.00");
  await shot(page, "checkout-credit", width);
  await page.getByLabel("My phone supports eSIM and is unlocked").check();
  await page.getByTestId("pay-button").click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", /^(paid|delivered)$/);
  const orderId = Number(new URL(page.url()).searchParams.get("order"));
  await shot(page, "success-credit", width);

  await page.goto(`/my-orders/${orderId}`);
  await expect(page.getByTestId("order-total")).toHaveText("RM 25.00");
  await expect(page.getByTestId("order-credit")).toContainText("RM 25.00");
  await shot(page, "order-credit", width);

  await page.goto(`/my-orders/${orderId}/receipt`);
  await expect(page.getByTestId("receipt-number")).toHaveText(/^JS-\d{4}-\d{6}$/);
  await expect(page.getByTestId("receipt-total")).toHaveText("RM 25.00");
  await expect(page.getByTestId("receipt-credit")).toHaveText("RM 25.00");
  await shot(page, "receipt-credit", width);

  await open(page, "/profile");
  await expect(page.getByTestId("credit-balance")).toHaveText("RM 5.00");
});
