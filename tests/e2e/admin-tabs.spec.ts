import { open, signInByApi, unique } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const toast = (page: import("@playwright/test").Page, text: string) =>
  page.getByTestId("toast").filter({ hasText: text });

test("an image uploaded from the Images tab is stored, served and listed", async ({ page }, testInfo) => {
  await signInByApi(page);
  await open(page, "/admin/images");
  await expect(
    page.getByRole("table", { name: "Site images" }).getByText("hero-header", { exact: true }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Add Image" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Image" });
  const key = unique(testInfo, "promo-").toLowerCase();
  await dialog.getByLabel("Key").fill(key);
  await dialog
    .locator("input[type=file]")
    .setInputFiles({ name: "promo.png", mimeType: "image/png", buffer: PNG });
  await expect(dialog.getByLabel("Image URL")).toHaveValue(/^\/images\/site\/.+\.png$/);
  const url = await dialog.getByLabel("Image URL").inputValue();
  await dialog.getByLabel("Alt Text").fill("Promotion banner");
  await dialog.getByRole("button", { name: "Create Image" }).click();
  await expect(toast(page, "Image created successfully")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: key });
  await expect(row.getByRole("img", { name: "Promotion banner" })).toHaveAttribute("src", url);
  const served = await page.request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
});

test("a review is created, featured and deleted from the Reviews tab", async ({ page }, testInfo) => {
  await signInByApi(page);
  const name = unique(testInfo, "Reviewer ");
  await open(page, "/admin/reviews");
  await page.getByRole("button", { name: "Add Review" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Review" });
  await dialog.getByRole("button", { name: "Save review" }).click();
  await expect(dialog.getByText("Product is required")).toBeVisible();
  await expect(dialog.getByText("Customer name is required")).toBeVisible();
  await expect(dialog.getByLabel("Rating")).toHaveValue("5");
  await dialog.getByLabel("Product").selectOption({ index: 1 });
  await dialog.getByLabel("Customer name").fill(name);
  await dialog.getByLabel("Comment").fill("Connected the moment we landed.");
  await dialog.getByRole("button", { name: "Save review" }).click();
  await expect(toast(page, "Review created successfully")).toBeVisible();

  await open(page, `/admin/reviews?q=${encodeURIComponent(name)}`);
  const feature = page.getByRole("button", { name: `Feature review by ${name}` });
  await expect(feature).toHaveAttribute("aria-pressed", "false");
  await feature.click();
  await expect(toast(page, "Review updated successfully")).toBeVisible();
  await expect(page.getByRole("button", { name: `Unfeature review by ${name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: `Delete review by ${name}` }).click();
  await page.getByRole("dialog", { name: "Delete review" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Review deleted successfully")).toBeVisible();
  await expect(page.getByText("No reviews found")).toBeVisible();
});

test("stock is adjusted with a reason on the Inventory tab and cannot go below 0", async ({
  page,
}, testInfo) => {
  await signInByApi(page);
  await open(page, "/admin/inventory?q=Japan%20Unlimited");
  const row = page.getByRole("row").filter({ hasText: "Japan Unlimited" });
  const before = Number(await row.getByRole("cell").nth(1).textContent());
  await row.getByRole("button", { name: "Adjust stock of Japan Unlimited" }).click();
  const dialog = page.getByRole("dialog", { name: "Adjust stock" });
  await dialog.getByLabel(/Change/).fill(String(-(before + 1)));
  await dialog.getByLabel("Reason").fill("Too much");
  await dialog.getByRole("button", { name: "Save adjustment" }).click();
  await expect(dialog.getByText("Stock cannot go below 0")).toBeVisible();
  const delta = testInfo.project.name.startsWith("phone") ? 2 : 3;
  await dialog.getByLabel(/Change/).fill(String(delta));
  await dialog.getByLabel("Reason").fill(`Restock ${testInfo.project.name}`);
  await dialog.getByRole("button", { name: "Save adjustment" }).click();
  await expect(toast(page, "Stock updated")).toBeVisible();
  await expect(row.getByRole("cell").nth(1)).not.toHaveText(String(before));

  await open(page, `/admin/audit?q=${encodeURIComponent(`Restock ${testInfo.project.name}`)}`);
  await expect(
    page.getByRole("table", { name: "Audit logs" }).getByText("Inventory adjust", { exact: true }),
  ).toBeVisible();
});

test("a super admin creates a staff account in Settings, ticks a permission, resets its password and deactivates it", async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // a sign-in of the new member and five posts on a shared 2-core machine
  await signInByApi(page);
  await open(page, "/admin/settings");
  const username = unique(testInfo, "tabstaff");
  const create = page.locator("form").filter({ has: page.getByRole("button", { name: "Create staff" }) });
  await create.getByLabel("Username").fill(username);
  await create.getByLabel("E-mail").fill(`${username}@example.com`);
  await create.getByLabel("Password").fill("short");
  await create.getByRole("button", { name: "Create staff" }).click();
  await expect(create.getByText("Password must be at least 8 characters")).toBeVisible();
  await create.getByLabel("Password").fill("Tab-staff-1");
  await create.getByRole("button", { name: "Create staff" }).click();
  await expect(toast(page, "Staff account created")).toBeVisible();
  await expect(create.getByLabel("Username")).toHaveValue("");

  const row = page.getByRole("listitem").filter({ hasText: username });
  const orders = row.getByRole("checkbox", { name: "View orders" });
  await expect(orders).not.toBeChecked();
  await orders.check();
  await expect(toast(page, `${username}'s access has changed`)).toBeVisible();
  await page.reload();
  await expect(row.getByRole("checkbox", { name: "View orders" })).toBeChecked();

  const elsewhere = await browser.newContext();
  const member = await elsewhere.newPage();
  await signInByApi(member, username, "Tab-staff-1");
  expect((await member.request.get("/api/admin/me")).status()).toBe(200);

  await waitForHydration(page);
  await row.getByRole("button", { name: `Reset password of ${username}` }).click();
  const dialog = page.getByRole("dialog", { name: "Reset staff password" });
  await dialog.getByLabel("New password").fill("Tab-staff-2");
  await dialog.getByRole("button", { name: "Reset password" }).click();
  await expect(toast(page, `${username} has been signed out everywhere`)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await member.request.get("/api/admin/me")).status()).toBe(401);
  await elsewhere.close();

  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(toast(page, "Staff account deactivated")).toBeVisible();
  await expect(row.getByText("Deactivated")).toBeVisible();
  await row.getByRole("button", { name: "Activate" }).click();
  await expect(toast(page, "Staff account activated")).toBeVisible();
});

test("Stripe keys saved in Settings switch the shop to test mode and are not shown again", async ({
  page,
}) => {
  await signInByApi(page);
  await open(page, "/admin/settings");
  const card = page.getByRole("region", { name: "Payments (Stripe)" });
  await card.getByLabel(/^Secret key/).fill("pk_test_not_a_secret");
  await card.getByRole("button", { name: "Save Stripe keys" }).click();
  await expect(toast(page, "The secret key starts with sk_test_ or sk_live_")).toBeVisible();
  // The Stripe stand-in's keys, as payments.spec.ts saves them through the API.
  await card.getByLabel(/^Secret key/).fill("sk_test_standin_local_4242");
  await card.getByLabel(/^Webhook signing secret/).fill("whsec_standin_local_signing_secret");
  await card.getByRole("button", { name: "Save Stripe keys" }).click();
  await expect(toast(page, "Stripe keys saved")).toBeVisible();
  await expect(card.getByTestId("payment-mode")).toHaveText("Test");
  await expect(card.getByLabel(/^Secret key/)).toHaveValue("");
  await expect(card.getByTestId("payment-secret-key")).not.toContainText("sk_test_standin_local_4242");
});
