import { baseOrigin, open, signInByApi, unique } from "./admin-helpers";
import { mailLink, registerCustomer } from "./customer-helpers";
import { expect, type Page, test } from "./fixtures";
import { customerWithPlan, enablePayments, payOnStandIn } from "./payment-helpers";

// The back office's first screen and its loose ends: the dashboard leads with today's sales, the
// orders and the chats waiting (at 390 px too); the Orders list refunds through the same dialog as
// the order desk, never a browser confirm; the E-mails tab shows the HTML version as sent, its
// one-time link taken out; "Needs attention" drops an answered chat without a reload.

test.describe.configure({ timeout: 120_000 });
// One project: each test sets its own widths (390 and 1280 px) for its checks and screenshots.
test.beforeEach(async ({ page: _page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop-staff", "desktop-staff only");
});

const SHOTS = "/tmp/shots-first-office";

async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 1280 });
  }
}

/** A browser confirm() anywhere fails the test: the back office asks in its own dialogs. */
function refuseBrowserDialogs(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`A browser ${dialog.type()} appeared: ${dialog.message()}`);
  });
}

test("the dashboard leads with today's sales, orders needing attention and open chats, on a phone too", async ({
  page,
}) => {
  await signInByApi(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/admin");
  const today = page.getByTestId("dashboard-today");
  await expect(today).toBeVisible();
  await expect(today.getByRole("heading", { name: "Today's sales" })).toBeInViewport();
  await expect(today.getByTestId("today-sales")).toHaveText(/^RM \d[\d,]*\.\d{2}$/);
  await expect(today).toContainText("Malaysia time");
  // Seeded failed deliveries wait in Orders, each a link to its desk, beside the seeded order paid
  // in September and never delivered (stuck), oldest first.
  const orders = today.getByTestId("today-orders").getByRole("link");
  await expect(orders.first()).toHaveAttribute("href", /^\/admin\/orders\/\d+$/);
  await expect(orders.filter({ hasText: "Delivery failed" }).first()).toBeVisible();
  await expect(orders.filter({ hasText: "Paid, not delivered" }).first()).toBeVisible();
  await expect(today.getByRole("heading", { name: /^Open chats/ })).toBeVisible();
  // Then the window's sales, then the shop's counts.
  const y = async (testId: string) => (await page.getByTestId(testId).boundingBox())?.y ?? 0;
  expect(await y("dashboard-today")).toBeLessThan(await y("sales"));
  expect(await y("sales")).toBeLessThan(await y("shop-counts"));
  await page.screenshot({ path: `${SHOTS}/dashboard-first-screen-390.png` });
  await shots(page, "dashboard");

  await orders.first().click();
  await expect(page.getByTestId("order-desk")).toBeVisible();
});

test("the Orders list refunds through the order desk's dialog, naming the amount", async ({
  page,
  browser,
}, testInfo) => {
  await enablePayments(page);
  const name = unique(testInfo, "listrefund");
  await customerWithPlan(page, name);
  const orderId = await payOnStandIn(page);

  const staff = await (await browser.newContext()).newPage();
  refuseBrowserDialogs(staff);
  await signInByApi(staff);
  await open(staff, `/admin/orders?q=${encodeURIComponent(`${name}@example.com`)}`);
  const row = staff.getByRole("row").filter({ hasText: `${name}@example.com` });
  await row.getByRole("button", { name: "Refund all" }).click();
  const dialog = staff.getByRole("dialog", { name: `Refund order #${orderId}?` });
  await expect(dialog).toBeVisible();
  // The refund's own figure, all of it to the card (nothing was paid with credit).
  await expect(dialog).toContainText(/RM (\d+\.\d{2}) goes back to the customer: RM \1 to the card\./);
  await shots(staff, "orders-refund-dialog");
  // Cancel leaves the order as it was.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await row.getByRole("button", { name: "Refund all" }).click();
  await dialog.getByRole("button", { name: /^Refund RM \d+\.\d{2}$/ }).click();
  await expect(staff.getByTestId("toast").filter({ hasText: `Order #${orderId} refunded` })).toBeVisible();
  await expect(row.getByRole("button", { name: "Refund all" })).toHaveCount(0);
});

test("the E-mails tab shows the HTML version as sent, sandboxed, without the one-time link", async ({
  browser,
}, testInfo) => {
  const name = unique(testInfo, "htmlmail");
  const email = `${name}@example.com`;
  const customer = await (await browser.newContext()).newPage();
  await registerCustomer(customer, name);
  await customer.goto("/auth/forgot-password");
  await customer.getByLabel("Email").fill(email);
  await customer.getByRole("button", { name: "Send reset link" }).click();
  await expect(customer.getByTestId("forgot-sent")).toBeVisible();
  const token = new URL(await mailLink(customer, email, "password_reset")).searchParams.get("token") ?? "";
  expect(token).not.toBe("");

  const root = await (await browser.newContext()).newPage();
  await signInByApi(root);
  await open(root, `/admin/emails?q=${encodeURIComponent(email)}`);
  const row = root.getByRole("row").filter({ hasText: "Password reset link" });
  await row.getByRole("button", { name: "Read message" }).click();
  const frame = row.getByTestId("email-html");
  await expect(frame).toBeVisible();
  // No scripts, no same-origin access: an empty sandbox.
  await expect(frame).toHaveAttribute("sandbox", "");
  const body = root.frameLocator('[data-testid="email-html"]').locator("body");
  await expect(body).toContainText("Choose a new password");
  await expect(body).toContainText("[one-time link: sent only to the recipient]");
  expect(await body.innerHTML()).not.toContain(token);
  await expect(body.getByRole("link", { name: "Choose a new password" })).toHaveCount(0);
  await shots(root, "emails-html");

  await row.getByRole("button", { name: "Text version" }).click();
  await expect(row.getByTestId("email-text")).toContainText("[one-time link: sent only to the recipient]");
  expect(await root.content()).not.toContain(token);
});

/** The "unanswered chat(s)" number in the navigation's Needs attention, 0 when none is shown. */
async function unansweredChats(page: Page): Promise<number> {
  const text = await page
    .getByTestId("needs-attention")
    .filter({ visible: true })
    .getByRole("link", { name: /unanswered chats?$/ })
    .textContent()
    .catch(() => null);
  return Number(/^(\d+)/.exec(text ?? "")?.[1] ?? 0);
}

test("answering a chat takes it out of Needs attention without a reload", async ({
  page: staff,
  browser,
}, testInfo) => {
  const customer = await (await browser.newContext()).newPage();
  const username = unique(testInfo, "answered");
  await registerCustomer(customer, username);
  const headers = { Origin: baseOrigin(customer) };
  const room = await customer.request.post("/api/chat/room", { headers });
  const { id: roomId } = (await room.json()) as { id: number };
  const sent = await customer.request.post("/api/chat/send", {
    headers,
    data: { roomId, message: `Is my eSIM working yet? (${username})` },
  });
  expect(sent.ok()).toBe(true);

  await signInByApi(staff);
  await open(staff, `/admin/chat?room=${roomId}`);
  await staff.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await expect.poll(() => unansweredChats(staff)).toBeGreaterThan(0);
  const before = await unansweredChats(staff);
  await shots(staff, "attention-before-reply");
  await staff.setViewportSize({ width: 1280, height: 900 });

  // The dashboard's link opened this very conversation; reading it is not answering it.
  const conversation = staff.getByRole("region", { name: "Conversation" });
  await expect(conversation.getByTestId("chat-message")).toHaveText([/Is my eSIM working yet\?/]);
  await expect.poll(() => unansweredChats(staff)).toBe(before);
  await conversation.getByLabel("Reply").fill("Yes: turn on data roaming for the eSIM line.");
  await conversation.getByRole("button", { name: "Send message" }).click();
  await expect.poll(() => unansweredChats(staff)).toBeLessThan(before);
  expect(await staff.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await shots(staff, "attention-after-reply");
});
