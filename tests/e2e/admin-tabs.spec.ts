import { open, signInByApi, unique } from "./admin-helpers";
import { expect, test } from "./fixtures";

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

test("store contact saved in Settings shows in the site footer", async ({ page }, testInfo) => {
  await signInByApi(page);
  await open(page, "/admin/settings");
  const phone = testInfo.project.name.startsWith("phone") ? "+60 3-1111 0001" : "+60 3-1111 0002";
  await page.getByLabel("Phone").fill(phone);
  await page.getByRole("button", { name: "Save contact details" }).click();
  await expect(toast(page, "Settings saved")).toBeVisible();
  const contact = await (await page.request.get("/api/admin/settings/store")).json();
  expect(contact.supportPhone).toBe(phone);
  await expect(page.getByRole("heading", { name: "Staff accounts" })).toBeVisible();
});
