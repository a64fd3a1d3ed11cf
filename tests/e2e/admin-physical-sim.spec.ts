import { open, signInByApi, unique } from "./admin-helpers";
import { expect, type Page, type TestInfo, test } from "./fixtures";
import { customerWithPlan, enablePayments } from "./payment-helpers";

// A physical SIM from shelf to hand, at 1280 px (desktop-staff) and 390 px (phone-staff): the plan
// says it is posted, checkout asks the courier's details, staff ship it from the desk (the dialog
// shows the address), the customer follows the carrier's tracking, staff say it arrived, and the
// packing slip prints with the order's barcode.

test.describe.configure({ timeout: 180_000 });

const SIM = "thailand-tourist-sim-15gb-8-days";

async function shot(page: Page, name: string, testInfo: TestInfo) {
  const width = testInfo.project.name === "phone-staff" ? 390 : 1280;
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await page.screenshot({ path: `.tmp/shots/physical-${name}-${width}.png`, fullPage: true });
}

test("a physical SIM: plan, checkout, shipped with tracking, delivered by staff, packing slips", async ({
  page,
  browser,
}, testInfo) => {
  await page.goto(`/plans/${SIM}`);
  const note = page.getByTestId("plan-delivery-note");
  await expect(note).toContainText("posted by courier");
  await expect(note).toContainText("Validity starts when you activate the SIM.");
  await expect(page.getByTestId("purchase-box")).not.toContainText("Delivered by e-mail in minutes");

  await enablePayments(page);
  await customerWithPlan(page, unique(testInfo, "posted"), SIM);
  await page.goto("/checkout");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const review = page.getByTestId("checkout-review");
  await expect(review.getByLabel("Full name")).not.toHaveValue("");
  await review.getByTestId("pay-button").click();
  await expect(review.getByText("Address is required")).toBeVisible();
  await expect(review.getByText("Enter a Malaysian phone number", { exact: false }).first()).toBeVisible();
  await expect(review.getByText("Choose your state or federal territory")).toBeVisible();

  await review.getByLabel("Address").fill("12 Jalan Ampang");
  await review.getByLabel("City").fill("Kuala Lumpur");
  // Malaysia's sixteen states and territories, and the estimate follows the one chosen.
  await expect(review.getByLabel("State").locator("option")).toHaveCount(17);
  await review.getByLabel("State").selectOption("Sabah");
  await expect(review.getByTestId("delivery-estimate")).toContainText("3–5 working days");
  await review.getByLabel("State").selectOption("W.P. Kuala Lumpur");
  await expect(review.getByTestId("delivery-estimate")).toContainText("2–3 working days");
  await review.getByLabel("Postal code").fill("50450");
  await review.getByLabel("Phone number for the courier").fill("12345");
  await review.getByTestId("pay-button").click();
  await expect(review.locator("#phone-error")).toHaveText(
    "Enter a Malaysian phone number, such as +60 12-345 6789 or 012-345 6789",
  );
  await shot(page, "checkout-phone-refused", testInfo);
  // The form posts as a document (it works without JavaScript): the address is typed again.
  await review.getByLabel("Address").fill("12 Jalan Ampang");
  await review.getByLabel("City").fill("Kuala Lumpur");
  await review.getByLabel("State").selectOption("W.P. Kuala Lumpur");
  await review.getByLabel("Postal code").fill("50450");
  await review.getByLabel("Phone number for the courier").fill("012-345 6789");
  await review.getByTestId("pay-button").click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "paid");
  const orderId = Number(new URL(page.url()).searchParams.get("order"));

  // Staff ship it from the desk: the dialog shows where it goes.
  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff);
  await open(staff, `/admin/orders/${orderId}`);
  await staff.getByRole("button", { name: "Mark shipped" }).click();
  const dialog = staff.getByRole("dialog", { name: "Mark SIM shipped" });
  await expect(dialog.getByTestId("ship-address")).toContainText("12 Jalan Ampang");
  await expect(dialog.getByTestId("ship-address")).toContainText("+60123456789");
  await expect(dialog.getByTestId("ship-address")).toContainText("W.P. Kuala Lumpur");
  await shot(staff, "ship-dialog", testInfo);
  await dialog.getByLabel("Carrier").fill("Pos Laju");
  await dialog.getByLabel("Tracking number").fill("EM123456789MY");
  await dialog.getByRole("button", { name: "Mark shipped" }).click();
  await expect(staff.getByTestId("toast").filter({ hasText: "Marked shipped" })).toBeVisible();
  await expect(staff.getByTestId("desk-line").first()).toContainText("Shipped");

  // The customer: shipped (not delivered), the carrier's tracking link, Malaysia time.
  await page.goto(`/my-orders/${orderId}/esim`);
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "shipped");
  await expect(page.getByTestId("shipment")).toContainText("Pos Laju");
  await expect(page.getByTestId("shipment")).toContainText("Malaysia time");
  await expect(page.getByTestId("tracking-link")).toHaveAttribute(
    "href",
    "https://tracking.pos.com.my/tracking/EM123456789MY",
  );
  await expect(page.getByTestId("shipment-estimate")).toContainText("working days after payment");
  await shot(page, "customer-shipped", testInfo);

  // Staff say it arrived.
  await staff.getByRole("button", { name: "Mark delivered" }).click();
  await expect(staff.getByTestId("toast").filter({ hasText: "Marked delivered" })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", "delivered");
  await expect(page.getByTestId("shipment-delivered")).toContainText("Delivered");

  // Packing slips: this order's, and the day's from Orders.
  await open(staff, `/admin/orders/packing-slips?order=${orderId}`);
  await expect(staff.getByTestId("packing-slip")).toHaveCount(1);
  await expect(staff.getByTestId("slip-barcode")).toBeVisible();
  await expect(staff.getByTestId("slip-address")).toContainText("+60123456789");
  await shot(staff, "slip-a6", testInfo);
  await open(staff, "/admin/orders");
  await staff.getByRole("link", { name: "Packing slips" }).click();
  await expect(staff).toHaveURL(/packing-slips\?day=\d{4}-\d{2}-\d{2}/);
  await expect(staff.getByTestId("packing-slip").filter({ hasText: `Order #${orderId}` })).toHaveCount(1);
  await staff.getByRole("link", { name: "A4" }).click();
  await expect(staff).toHaveURL(/size=a4/);
  await shot(staff, "slips-a4", testInfo);
});
