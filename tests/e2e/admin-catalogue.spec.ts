import { open, signInByApi, unique } from "./admin-helpers";
import { expect, test } from "./fixtures";

test("a product created, edited and deleted in the admin shows on /shop and then leaves it", async ({
  page,
}, testInfo) => {
  await signInByApi(page);
  const name = unique(testInfo, "Atlantis ");
  await open(page, "/admin/products");
  await page.getByRole("button", { name: "Add Product" }).click();
  const create = page.getByRole("dialog", { name: "Create Product" });
  await create.getByRole("button", { name: "Create Product" }).click();
  await expect(create.getByText("Name is required")).toBeVisible();
  await expect(create.getByText("Price is required")).toBeVisible();
  await expect(create.getByLabel("Price (RM)")).toHaveAttribute("step", "0.01");
  await create.getByLabel("Name", { exact: true }).fill(name);
  await create.getByLabel("Region").selectOption("Europe");
  await create.getByLabel("Duration").fill("12 Days");
  await create.getByLabel("Data", { exact: true }).fill("6 GB");
  await create.getByLabel("Price (RM)").fill("33.50");
  await create.getByLabel("Coverage").fill("Atlantis");
  await create.getByLabel("Image URL").fill("/static/plans/europe.svg");
  await create.getByLabel("Purchase URL").fill("https://buy.example.com/atlantis");
  await create.getByRole("button", { name: "Create Product" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Product created successfully" })).toBeVisible();
  await expect(create).toBeHidden();

  await open(page, `/shop?q=${encodeURIComponent(name)}`);
  const card = page.getByTestId("plan-card").filter({ hasText: name });
  await expect(card.getByTestId("plan-price")).toHaveText("RM 33.50");

  await open(page, `/admin/products?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Product" });
  await expect(page.getByRole("dialog", { name: "Create Product" })).toHaveCount(0);
  await expect(edit.getByLabel("Price (RM)")).toHaveValue("33.50");
  await edit.getByLabel("Price (RM)").fill("29.90");
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Product updated successfully" })).toBeVisible();

  await open(page, `/shop?q=${encodeURIComponent(name)}`);
  await expect(card.getByTestId("plan-price")).toHaveText("RM 29.90");

  await open(page, `/admin/products?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog", { name: "Delete product" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Product deleted successfully" })).toBeVisible();
  await expect(page.getByText("No products found")).toBeVisible();

  // An unknown search now offers other plans, so the check is that this one is gone.
  await open(page, `/shop?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId("plan-card").filter({ hasText: name })).toHaveCount(0);
});

test("content edited in the content manager is served by the API and shows on its public page", async ({
  page,
}, testInfo) => {
  await signInByApi(page);
  await open(page, "/content-manager");
  await expect(page.getByRole("tab", { name: "About Us" })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: "About Us" });
  await expect(panel.getByLabel("Page Content", { exact: true })).toHaveAttribute("rows", "20");
  await expect(panel.getByRole("link", { name: "Preview Page" })).toHaveAttribute("href", "/about");
  await expect(panel.getByRole("link", { name: "Preview Page" })).toHaveAttribute("target", "_blank");
  await panel.getByLabel("Page Title", { exact: true }).fill("");
  await panel.getByRole("button", { name: "Save Changes" }).click();
  await expect(panel.getByText("Title is required")).toBeVisible();

  // The two staff projects run side by side: each edits its own page so neither sees the other's text.
  const target = testInfo.project.name.startsWith("phone")
    ? { tab: "Partner", page: "partner" }
    : { tab: "About Us", page: "about" };
  await page.getByRole("tab", { name: target.tab }).click();
  const editor = page.getByRole("tabpanel", { name: target.tab });
  const title = unique(testInfo, "Edited ");
  await editor.getByLabel("Page Title", { exact: true }).fill(title);
  await editor.getByLabel("Page Content", { exact: true }).fill("## Fresh\n\nWritten in the **e2e** test.");
  await editor.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Content Updated" })).toBeVisible();

  const pages = (await (await page.request.get("/api/admin/content")).json()) as {
    page: string;
    title: string;
    content: string;
  }[];
  expect(pages.find((p) => p.page === target.page)).toMatchObject({
    title,
    content: "## Fresh\n\nWritten in the **e2e** test.",
  });

  // The public page renders the saved markdown, sanitised, on the next visit.
  await open(page, `/${target.page}`);
  const markdown = page.getByTestId("page-markdown");
  await expect(markdown.getByRole("heading", { level: 2, name: "Fresh" })).toBeVisible();
  await expect(markdown.locator("strong", { hasText: "e2e" })).toBeVisible();
});
