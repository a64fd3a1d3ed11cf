import {
  AFTER_SIGN_IN,
  adminSections,
  apiPost,
  open,
  SUPER_ADMIN,
  signInByApi,
  unique,
} from "./admin-helpers";
import { sendChatMessage, signIn } from "./customer-helpers";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";
import { ESIM_TRAVELLER, SEEDED_ESIMS } from "./seeded-esims";

test("admin login → ban a customer for custom hours → unban → the Audit tab shows both", async ({
  page,
  browser,
}, testInfo) => {
  await open(page, "/admin/login");
  await page.getByLabel("Username").fill(SUPER_ADMIN.username);
  await page.getByLabel("Password").fill(SUPER_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByTestId("toast").filter({ hasText: `Welcome back, ${SUPER_ADMIN.username}!` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/, AFTER_SIGN_IN);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText(`Welcome, ${SUPER_ADMIN.username}`)).toBeVisible();

  const username = unique(testInfo, "traveller");
  const created = await apiPost(page, "/api/admin/users", {
    username,
    email: `${username}@example.com`,
    password: "Secret-12-ok",
  });
  expect(created.status()).toBe(201);

  // The customer is signed in on their own browser while staff ban them.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto("/auth/login");
  await signIn(customer, username, "Secret-12-ok");
  await expect(customer).toHaveURL(/\/$/);
  expect((await customer.request.get("/api/auth/user")).status()).toBe(200);

  await open(page, `/admin/users?q=${username}`);
  const row = page.getByRole("row").filter({ hasText: username });
  await expect(row.getByText("Active")).toBeVisible();
  await row.getByRole("button", { name: `Ban ${username}` }).click();
  const dialog = page.getByRole("dialog", { name: "Ban User" });
  await dialog.getByRole("button", { name: "Ban user" }).click();
  await expect(dialog.getByText("Ban reason is required")).toBeVisible();
  await dialog.getByLabel("Reason").fill(`Repeated chargebacks by ${username}`);
  await dialog.getByLabel("Duration").selectOption("custom");
  await expect(dialog.getByLabel("Custom hours")).toHaveValue("24");
  await dialog.getByLabel("Custom hours").fill("36");
  await dialog.getByRole("button", { name: "Ban user" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "User banned successfully" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(/^Banned until \w{3} \d{2}, \d{4} \d{2}:\d{2} MYT$/)).toBeVisible();

  // The ban ended the customer's session: the next page says why (once), and so does the next login.
  expect((await customer.request.get("/api/auth/user")).status()).toBe(401);
  await customer.goto("/");
  const notice = customer.getByTestId("toast").filter({ hasText: "You have been signed out" });
  await expect(notice).toContainText(`Ban reason: Repeated chargebacks by ${username}`);
  await expect(notice).toContainText(
    /Ban expires on: \w{3} \d{2}, \d{4} \d{2}:\d{2} Malaysia time \(UTC\+8\)/,
  );
  await customer.screenshot({ path: `test-results/banned-notice-${testInfo.project.name}.png` });
  expect((await customerContext.cookies()).map((c) => c.name)).not.toContain("__Host-session");
  await customer.reload();
  await waitForHydration(customer);
  await expect(notice).toHaveCount(0);
  await customer.goto("/auth/login");
  await signIn(customer, username, "Secret-12-ok");
  const alert = customer.getByTestId("login-error");
  await expect(alert).toContainText("Your account has been suspended by the admin.");
  await expect(alert).toContainText(`Ban reason: Repeated chargebacks by ${username}`);
  await customerContext.close();

  await row.getByRole("button", { name: `Unban ${username}` }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "User unbanned successfully" })).toBeVisible();
  await expect(row.getByText(/Banned/)).toHaveCount(0);

  await open(page, `/admin/audit?q=${username}`);
  const audit = page.getByRole("table", { name: "Audit logs" });
  const auditRow = (action: string) =>
    audit.getByRole("row").filter({ has: page.getByText(action, { exact: true }) });
  // Human labels: the action in words with its target's name, not USER_UNBAN N/A.
  await expect(auditRow("User unban")).toContainText(`Unbanned customer “${username}”`);
  // Who acted, by username: "Admin #1" is kept for staff accounts that no longer exist.
  await expect(auditRow("User unban")).toContainText(SUPER_ADMIN.username);
  await expect(auditRow("User unban")).not.toContainText("Admin #");
  await expect(auditRow("User ban")).toContainText(`Banned customer “${username}”`);
  await expect(auditRow("User create")).toContainText(`Created customer “${username}”`);

  await open(page, "/admin/bans");
  await expect(
    page
      .getByRole("table", { name: "Ban logs" })
      .getByRole("row")
      .filter({ hasText: `Repeated chargebacks by ${username}` }),
  ).toContainText("36 hours");
});

test("a wrong password shows Access Denied and the error state", async ({ page }) => {
  await open(page, "/admin/login");
  await page.getByLabel("Username").fill("nobody-here");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Access Denied");
  await expect(toast).toContainText("Invalid username or password");
  await expect(page.getByRole("form").or(page.locator("[data-state=error]"))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("staff sign in without JavaScript: the form posts to its page, which opens the back office", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Forders");
  await page.getByLabel("Username").fill(SUPER_ADMIN.username);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Check your username and password");
  await expect(page.getByRole("status").filter({ hasText: "Access Denied" })).toBeAttached();
  await page.getByLabel("Username").fill(SUPER_ADMIN.username);
  await page.getByLabel("Password").fill(SUPER_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Signed in" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orders$/, AFTER_SIGN_IN);
  // The staff shell (its top bar on every width), not the sign-in page.
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await context.close();
});

test("the guard sends guests to the login page, which brings them back afterwards", async ({ page }) => {
  // Every back-office URL, the content manager included, goes to sign-in and returns.
  await open(page, "/admin/users");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fusers$/);
  await open(page, "/content-manager");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fcontent-manager$/);
  await page.getByLabel("Username").fill(SUPER_ADMIN.username);
  await page.getByLabel("Password").fill(SUPER_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/content-manager$/, AFTER_SIGN_IN);
  await expect(page.getByTestId("admin-forbidden")).toHaveCount(0);
});

test("a staff account with only 'view orders' sees orders and is denied users", async ({
  page,
  browser,
}, testInfo) => {
  await signInByApi(page);
  const username = unique(testInfo, "clerk");
  const staff = await apiPost(page, "/api/admin/staff", {
    username,
    email: `${username}@jalansim.example`,
    password: "Clerk-pass-2026",
    permissions: { canViewOrders: true },
  });
  expect(staff.status()).toBe(201);

  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const clerk = await context.newPage();
  await open(clerk, "/admin/login");
  await clerk.getByLabel("Username").fill(username);
  await clerk.getByLabel("Password").fill("Clerk-pass-2026");
  await clerk.getByRole("button", { name: "Sign in" }).click();
  await expect(clerk).toHaveURL(/\/admin$/, AFTER_SIGN_IN);
  const tabs = await adminSections(clerk);
  // The order desk's e-mails are part of seeing orders.
  await expect(tabs.getByRole("link")).toHaveText(["Analytics", "Orders", "E-mails"]);
  await tabs.getByRole("link", { name: "Orders" }).click();
  await expect(clerk.getByRole("table", { name: "All Orders" })).toBeVisible();
  expect((await clerk.request.get("/api/admin/users")).status()).toBe(403);

  // A clear 403 inside the back office that stays put, not a trip to the shop's home.
  await clerk.clock.install();
  const denied = await clerk.goto("/admin/users");
  expect(denied?.status()).toBe(403);
  const forbidden = clerk.getByTestId("admin-forbidden");
  await expect(forbidden.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(forbidden).toContainText(
    "You don't have permission to open Users. Ask a super admin for “Manage users”.",
  );
  await expect(await adminSections(clerk)).toBeVisible();
  await clerk.keyboard.press("Escape"); // a phone's drawer closes again
  await clerk.clock.runFor(5000); // the old guard left for / after 2 s; this page must not
  await expect(clerk).toHaveURL(/\/admin\/users$/);
  await forbidden.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(clerk).toHaveURL(/\/admin$/);
  await context.close();
});

test("staff open a customer from the Users list and from an order, see orders, eSIMs and credit, and close their chat", async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // two browsers, a live chat and five back-office pages on a loaded machine
  const shots = `/tmp/shots-customer-page/${testInfo.project.name}`;
  const phone = testInfo.project.name.startsWith("phone");
  if (phone) await page.setViewportSize({ width: 390, height: 844 });
  await signInByApi(page);

  // From the Users list: the username opens the customer's page.
  await open(page, `/admin/users?q=${ESIM_TRAVELLER}`);
  await page.getByRole("link", { name: ESIM_TRAVELLER, exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  const customerUrl = page.url();
  await expect(page.getByTestId("customer-name")).toHaveText(ESIM_TRAVELLER);
  await expect(page.getByTestId("customer-profile")).toContainText(`${ESIM_TRAVELLER}@example.com`);
  const orders = page.getByTestId("customer-page-orders").getByRole("listitem");
  await expect(orders).toHaveCount(SEEDED_ESIMS.length);
  const esims = page.getByTestId("customer-page-esims");
  for (const esim of SEEDED_ESIMS) await expect(esims).toContainText(`…${esim.iccid.slice(-4)}`);
  await expect(page.getByTestId("customer-credit-balance")).toHaveText("RM 0.00");
  await page.screenshot({ path: `${shots}/customer-page.png`, fullPage: true });

  // From an order: the desk's account link comes back to the same page.
  await orders.first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  await page.getByTestId("desk-customer").getByRole("link", { name: ESIM_TRAVELLER, exact: true }).click();
  await expect(page).toHaveURL(customerUrl);

  // A customer writes; staff see them beside the conversation and close it.
  const username = unique(testInfo, "closer");
  expect(
    (
      await apiPost(page, "/api/admin/users", {
        username,
        email: `${username}@example.com`,
        password: "Secret-12-ok",
      })
    ).status(),
  ).toBe(201);
  const customerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const customer = await customerContext.newPage();
  await customer.goto("/auth/login");
  await signIn(customer, username, "Secret-12-ok");
  await expect(customer).toHaveURL(/\/$/);
  await waitForHydration(customer);
  await sendChatMessage(customer, "My eSIM works now, thank you");
  const widget = customer.getByRole("region", { name: "Live chat support" });
  await expect(widget).toHaveAttribute("data-live", "true");

  await open(page, "/admin/chat");
  const room = page.getByTestId("chat-room").filter({ hasText: username });
  await room.click();
  const conversation = page.getByRole("region", { name: "Conversation" });
  if (phone) await conversation.getByRole("button", { name: "Customer" }).click();
  const side = page.getByTestId("chat-customer").filter({ visible: true });
  await expect(side.getByTestId("chat-customer-email")).toHaveText(`${username}@example.com`);
  await expect(side).toContainText("No orders yet.");
  await page.screenshot({ path: `${shots}/chat-side-panel.png` });
  await conversation.getByRole("button", { name: "Close conversation" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Conversation closed" })).toBeVisible();
  await expect(room).toHaveCount(0);
  await page.getByRole("button", { name: "Closed", exact: true }).click();
  await expect(room).toBeVisible();

  // The customer is told, live; writing again opens it again.
  await expect(widget.getByTestId("chat-closed")).toHaveText(
    "Our team closed this conversation. Write again any time and it opens again.",
  );
  await sendChatMessage(customer, "One more question");
  await expect(widget.getByTestId("chat-closed")).toHaveCount(0);
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await expect(room).toBeVisible();
  await customerContext.close();
});
