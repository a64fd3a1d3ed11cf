import { apiPost, open, signInByApi, unique } from "./admin-helpers";
import { mailLink, registerCustomer } from "./customer-helpers";
import { expect, test } from "./fixtures";

test("staff read an e-mail only with its permission, and never its one-time link", async ({
  browser,
}, testInfo) => {
  test.slow();
  const name = unique(testInfo, "mails");
  const email = `${name}@example.com`;
  const customer = await (await browser.newContext()).newPage();
  await registerCustomer(customer, name);
  await customer.goto("/auth/forgot-password");
  await customer.getByLabel("Email").fill(email);
  await customer.getByRole("button", { name: "Send reset link" }).click();
  await expect(customer.getByTestId("forgot-sent")).toBeVisible();
  const link = await mailLink(customer, email, "password_reset");
  const token = new URL(link).searchParams.get("token") ?? "";

  // Staff who see orders list e-mails but cannot open one.
  const root = await (await browser.newContext()).newPage();
  await signInByApi(root);
  const viewerName = unique(testInfo, "mview");
  const created = await apiPost(root, "/api/admin/staff", {
    username: viewerName,
    email: `${viewerName}@example.com`,
    password: "Staff-pass-1",
    permissions: { canViewOrders: true },
  });
  expect(created.status()).toBe(201);
  const viewer = await (await browser.newContext()).newPage();
  await signInByApi(viewer, viewerName, "Staff-pass-1");
  await open(viewer, `/admin/emails?q=${encodeURIComponent(email)}`);
  const viewerRow = viewer.getByRole("row").filter({ hasText: "Password reset link" });
  await expect(viewerRow).toHaveCount(1);
  await expect(viewerRow.getByRole("button", { name: "Read message" })).toHaveCount(0);
  await expect(viewerRow.getByRole("button", { name: "Resend" })).toHaveCount(0);
  await expect(viewerRow).toContainText("the customer can ask for a new one");

  // The super admin (who holds every permission) reads it: the link is hidden.
  await open(root, `/admin/emails?q=${encodeURIComponent(email)}`);
  const row = root.getByRole("row").filter({ hasText: "Password reset link" });
  await row.getByRole("button", { name: "Read message" }).click();
  // The HTML version opens first (admin-first-screen.spec); the text version is a click away.
  await row.getByRole("button", { name: "Text version" }).click();
  const text = row.getByTestId("email-text");
  await expect(text).toContainText("[one-time link: sent only to the recipient]");
  await expect(root.getByText(token)).toHaveCount(0);
  expect(await root.content()).not.toContain(token);

  if (testInfo.project.name === "desktop-staff") {
    for (const width of [390, 1280]) {
      await root.setViewportSize({ width, height: 900 });
      await root.screenshot({ path: `.tmp/shots/admin-emails-read-${width}.png`, fullPage: true });
    }
  }

  // The customer's own link still works.
  await customer.goto(link.replace(/^http:\/\/[^/]+/, ""));
  await customer.getByLabel("New password", { exact: true }).fill("Kept-secret-1");
  await customer.getByLabel("Confirm new password", { exact: true }).fill("Kept-secret-1");
  await customer.getByRole("button", { name: "Set new password" }).click();
  await expect(customer).toHaveURL(/\/auth\/login$/, { timeout: 20_000 });
});
