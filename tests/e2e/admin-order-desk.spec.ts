import { apiPost, baseOrigin, open, signInByApi, unique } from "./admin-helpers";
import { expect, type Page, test } from "./fixtures";
import { customerWithPlan, enablePayments, payOnStandIn } from "./payment-helpers";
import { SEEDED_ADDRESS, seededName } from "./seeded";

// Staff work an order from its desk (/admin/orders/:id) at 1280 px (desktop-staff) and
// 390 px (phone-staff): refund it (the dialog saying what goes to the card and what to store
// credit, and the refund paying exactly that), retry a failed fulfilment, mark a SIM shipped. Every action is
// a fetcher form posting to the desk's route action; the result comes back as a flash toast.
// The paid order is paid on the Stripe stand-in; a failed fulfilment (the dead-letter queue's
// verdict) and a paid SIM with no e-mail yet are seeded before the server starts (tests/e2e/seeded.ts).

test.describe.configure({ timeout: 120_000 });

const toast = (page: Page, text: string | RegExp) => page.getByTestId("toast").filter({ hasText: text });

/** Staff find the order by its customer's e-mail in the Orders list and open its desk from there. */
async function openDeskFromList(staff: Page, email: string): Promise<number> {
  await open(staff, `/admin/orders?q=${encodeURIComponent(email)}`);
  const link = staff
    .getByRole("row")
    .filter({ hasText: email })
    .getByRole("link", { name: /^#\d+$/ });
  await link.click();
  await expect(staff.getByTestId("order-desk")).toBeVisible();
  await staff.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return Number(new URL(staff.url()).pathname.split("/").pop());
}

async function deskShots(staff: Page, name: string, testInfo: { project: { name: string } }) {
  const width = testInfo.project.name === "phone-staff" ? 390 : 1280;
  await staff.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await staff.screenshot({ path: `.tmp/shots/desk-${name}-${width}.png`, fullPage: true });
}

test("staff refund a paid order from its desk after confirming; the customer sees it refunded", async ({
  page,
  browser,
}, testInfo) => {
  await enablePayments(page);
  const name = unique(testInfo, "deskrefund");
  await customerWithPlan(page, name);
  const orderId = await payOnStandIn(page);

  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff);
  expect(await openDeskFromList(staff, `${name}@example.com`)).toBe(orderId);
  await expect(staff).toHaveTitle(new RegExp(`^Order #${orderId} \\| Admin \\|`));
  await expect(staff.getByTestId("desk-customer")).toContainText(`${name}@example.com`);
  await expect(staff.getByTestId("desk-payment")).toContainText("pi_");
  // The stand-in's hosted "Pay" is a Visa test card; its charge is kept from the PaymentIntent.
  await expect(staff.getByTestId("desk-payment-method")).toHaveText("Visa •••• 4242");
  await expect(staff.getByTestId("desk-charge")).toHaveText(/^ch_\S+$/);
  await expect(staff.getByTestId("desk-refunds")).toHaveCount(0);
  await expect(staff.getByTestId("desk-timeline")).toContainText("by Stripe");
  await deskShots(staff, "paid", testInfo);

  await staff.getByRole("button", { name: "Refund order" }).click();
  const dialog = staff.getByRole("dialog", { name: `Refund order #${orderId}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: /^Refund RM / }).click();
  await expect(toast(staff, `Order #${orderId} refunded`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(staff.getByTestId("desk-status")).toHaveAttribute("data-status", "refunded");
  await expect(staff.getByRole("button", { name: "Refund order" })).toHaveCount(0);
  await expect(staff.getByTestId("desk-timeline")).toContainText("Refunded");
  // The refund is listed by its Stripe id with the whole amount.
  const refund = staff.getByTestId("desk-refunds").getByRole("listitem");
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText(/re_\S+/);
  await expect(refund).toContainText(/RM \d+\.\d{2}/);
  await expect(refund).toContainText("Whole order");
  await deskShots(staff, "refunded", testInfo);

  await page.goto(`/my-orders/${orderId}`);
  await expect(page.getByTestId("order-status").first()).toHaveAttribute("data-status", "refunded");
});

test("the refund dialog says what goes back to the card and to store credit; the refund pays that", async ({
  page,
  browser,
}, testInfo) => {
  await enablePayments(page);
  const name = unique(testInfo, "desksplit");
  // RM 25.00 + RM 19.00, RM 15.00 of it paid with credit: RM 29.00 on the card.
  await customerWithPlan(page, name);
  const products = (await (await page.request.get("/api/products")).json()) as { id: number; slug: string }[];
  const korea = products.find((p) => p.slug === "south-korea-3gb-5-days");
  const added = await page.request.post("/api/cart", {
    data: { productId: korea?.id, quantity: 1 },
    headers: { Origin: baseOrigin(page) },
  });
  expect(added.ok()).toBe(true);
  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff);
  const found = await (await staff.request.get(`/api/admin/users?q=${name}`)).json();
  const user = ((found.items ?? found) as { id: number; username: string }[]).find(
    (u) => u.username === name,
  );
  const granted = await apiPost(staff, `/api/admin/users/${user?.id}/credit`, {
    amount: 1500,
    reason: "Sorry",
  });
  expect(granted.status()).toBe(201);
  const orderId = await payOnStandIn(page);
  expect(await openDeskFromList(staff, `${name}@example.com`)).toBe(orderId);

  // One line first: it fits on the card.
  await staff
    .getByTestId("desk-line")
    .filter({ hasText: "Japan" })
    .getByRole("button", { name: "Refund line" })
    .click();
  const line = staff.getByRole("dialog", { name: `Refund Japan of order #${orderId}?` });
  await expect(line).toContainText("RM 25.00 goes back to the customer: RM 25.00 to the card.");
  await line.getByRole("button", { name: "Refund RM 25.00" }).click();
  await expect(toast(staff, "RM 25.00 sent back: RM 25.00 to the card.")).toBeVisible();
  await expect(line).toBeHidden();

  // The rest: the RM 4.00 left on the card, then RM 15.00 of credit.
  await staff.getByRole("button", { name: "Refund the rest" }).click();
  const rest = staff.getByRole("dialog", { name: `Refund order #${orderId}?` });
  await expect(rest).toContainText(
    "RM 19.00 goes back to the customer: RM 4.00 to the card, RM 15.00 to store credit.",
  );
  await deskShots(staff, "refund-split", testInfo);
  await rest.getByRole("button", { name: "Refund RM 19.00" }).click();
  await expect(
    toast(staff, "RM 19.00 sent back: RM 4.00 to the card, RM 15.00 to store credit."),
  ).toBeVisible();
  await expect(staff.getByTestId("desk-status")).toHaveAttribute("data-status", "refunded");
  // What Stripe refunded, by its refund ids: the two card parts the dialogs named.
  const refunds = staff.getByTestId("desk-refunds").getByRole("listitem");
  await expect(refunds).toHaveCount(2);
  await expect(refunds.nth(0)).toContainText("RM 25.00");
  await expect(refunds.nth(1)).toContainText("RM 4.00");
  await expect(staff.getByTestId("desk-credit-refunded")).toHaveText("RM 15.00");
});

test("an FPX payment's refund dialog says the money goes back to the FPX bank account", async ({
  page,
  browser,
}, testInfo) => {
  await enablePayments(page);
  const name = unique(testInfo, "deskfpx");
  await customerWithPlan(page, name);
  await page.goto("/checkout");
  await page.getByLabel("My phone supports eSIM and is unlocked").check();
  await page.getByTestId("pay-button").click();
  await page.getByRole("button", { name: "Pay later (FPX delayed)" }).click();
  // The stand-in's bank answers after a moment; the order page follows it.
  await expect(page.getByTestId("order-status")).toHaveAttribute("data-status", /^(paid|delivered)$/, {
    timeout: 20_000,
  });
  const staff = await (await browser.newContext()).newPage();
  await signInByApi(staff);
  const orderId = await openDeskFromList(staff, `${name}@example.com`);
  await expect(staff.getByTestId("desk-payment-method")).toContainText("FPX online banking");
  await staff.getByRole("button", { name: "Refund order" }).click();
  const dialog = staff.getByRole("dialog", { name: `Refund order #${orderId}?` });
  await expect(dialog).toContainText(
    "RM 25.00 goes back to the customer: RM 25.00 to the FPX bank account. The payment's part goes back through Stripe.",
  );
  await deskShots(staff, "refund-fpx", testInfo);
  await dialog.getByRole("button", { name: "Refund RM 25.00" }).click();
  await expect(toast(staff, "RM 25.00 sent back: RM 25.00 to the FPX bank account.")).toBeVisible();
});

test("staff retry a failed fulfilment from the desk; the eSIM appears with its ICCID", async ({
  page,
}, testInfo) => {
  const marker = seededName(testInfo, "deskretry");
  await signInByApi(page);
  await open(page, "/admin/orders");
  // The failed order is counted in the navigation (on phones, inside the menu drawer).
  const menu = page.getByRole("button", { name: "Open admin menu" });
  if (await menu.isVisible()) await menu.click();
  await expect(page.getByTestId("needs-attention").filter({ visible: true })).toContainText(
    "failed fulfilment",
  );
  if (await page.getByRole("button", { name: "Close menu" }).isVisible()) {
    await page.getByRole("button", { name: "Close menu" }).click();
  }

  await deskShots(page, "orders-list", testInfo);
  await openDeskFromList(page, `${marker}@example.com`);
  await expect(page.getByTestId("desk-status")).toHaveAttribute("data-status", "failed");
  await deskShots(page, "failed", testInfo);
  await page.getByRole("button", { name: "Retry fulfilment" }).click();
  await expect(toast(page, "Fulfilment retried")).toBeVisible();
  await expect(page.getByTestId("desk-status")).toHaveAttribute("data-status", "delivered");
  await expect(page.getByRole("button", { name: "Retry fulfilment" })).toHaveCount(0);
  await expect(page.getByTestId("desk-esim")).toHaveCount(1);
  await expect(page.getByTestId("desk-esim")).toContainText(/ICCID \d{18,22}/);
  await expect(page.getByTestId("desk-esim").getByTestId("esim-usage")).toContainText("Not installed yet");
});

test("staff mark a Physical SIM shipped with its tracking number from the desk", async ({
  page,
}, testInfo) => {
  const marker = seededName(testInfo, "deskship");
  await signInByApi(page);
  await openDeskFromList(page, `${marker}@example.com`);
  await expect(page.getByTestId("desk-status")).toHaveAttribute("data-status", "paid");

  await page.getByRole("button", { name: "Mark shipped" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark SIM shipped" });
  await expect(dialog.getByTestId("ship-address")).toContainText(SEEDED_ADDRESS.address);
  await dialog.getByLabel("Tracking number").fill("EM123456789MY");
  await dialog.getByRole("button", { name: "Mark shipped" }).click();
  // The server's schema answers the missing carrier in the dialog, which stays open.
  await expect(dialog.getByText("Carrier is required")).toBeVisible();
  await dialog.getByLabel("Carrier").fill("Pos Laju");
  await dialog.getByRole("button", { name: "Mark shipped" }).click();
  await expect(toast(page, "Marked shipped")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("desk-tracking")).toHaveText("Pos Laju EM123456789MY");
  // With the courier, not yet in the customer's hands (decision 0072).
  await expect(page.getByTestId("desk-status")).toHaveAttribute("data-status", "shipped");
  await expect(page.getByRole("button", { name: "Mark shipped" })).toHaveCount(0);
  // The "SIM shipped" e-mail is the order's first.
  await expect(page.getByTestId("desk-email")).toHaveCount(1);
  await deskShots(page, "shipped", testInfo);
  await page.getByRole("button", { name: "Mark delivered" }).click();
  await expect(toast(page, "Marked delivered")).toBeVisible();
  await expect(page.getByTestId("desk-status")).toHaveAttribute("data-status", "delivered");
  await expect(page.getByRole("button", { name: "Mark delivered" })).toHaveCount(0);
});

test("the Orders list marks a SIM shipped with the desk's own dialog, naming the order", async ({
  page,
}, testInfo) => {
  const marker = seededName(testInfo, "listship");
  await signInByApi(page);
  await open(page, `/admin/orders?q=${encodeURIComponent(`${marker}@example.com`)}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const row = page.getByRole("row").filter({ hasText: `${marker}@example.com` });
  const orderLink = await row.getByRole("link", { name: /^#\d+$/ }).textContent();
  await row.getByRole("button", { name: "Mark shipped" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark SIM shipped" });
  await expect(dialog).toContainText(`order ${orderLink}`);
  // Where it goes, as on the desk: staff copy it onto the courier's form.
  await expect(dialog.getByTestId("ship-address")).toContainText(SEEDED_ADDRESS.address);
  await expect(dialog.getByTestId("ship-address")).toContainText(SEEDED_ADDRESS.phone);
  await dialog.getByLabel("Tracking number").fill("EM987654321MY");
  await dialog.getByRole("button", { name: "Mark shipped" }).click();
  await expect(dialog.getByText("Carrier is required")).toBeVisible();
  await dialog.getByLabel("Carrier").fill("J&T Express");
  await dialog.getByRole("button", { name: "Mark shipped" }).click();
  await expect(toast(page, "Marked shipped")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("shipped J&T Express EM987654321MY");
  await expect(row.getByRole("button", { name: "Mark shipped" })).toHaveCount(0);
});

test("without JavaScript a desk button is a plain form post: back to the desk with the result", async ({
  browser,
}, testInfo) => {
  const marker = seededName(testInfo, "desknojs");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInByApi(page);
  await page.goto(`/admin/orders?q=${encodeURIComponent(`${marker}@example.com`)}`);
  await page
    .getByRole("row")
    .filter({ hasText: marker })
    .getByRole("link", { name: /^#\d+$/ })
    .click();
  await page.getByRole("button", { name: "Retry fulfilment" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  await expect(page.getByRole("status").filter({ hasText: "Fulfilment retried" })).toBeVisible();
  await expect(page.getByTestId("desk-status")).toHaveAttribute("data-status", "delivered");
  await context.close();
});
