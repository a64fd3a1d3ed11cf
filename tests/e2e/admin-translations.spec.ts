// Staff write a plan's Malay description in the back office and travellers read it on /ms; the
// back office counts the texts that still need a translation (decision 0046). Named admin-* so it
// runs with the back-office specs; it puts the text back afterwards.

import { mkdirSync } from "node:fs";
import { baseOrigin, open, signInByApi } from "./admin-helpers";
import { expect, type Page, test } from "./fixtures";

const SLUG = "turkey-3gb-7-days";
const SHOTS = "/tmp/shots-i18n-staff";

async function adminPlan(page: Page) {
  const res = await page.request.get("/api/admin/products?q=Turkey");
  const { items } = (await res.json()) as { items: Record<string, unknown>[] };
  const plan = items.find((p) => p.slug === SLUG);
  if (!plan) throw new Error(`${SLUG} is not listed`);
  return plan;
}

function form(plan: Record<string, unknown>) {
  const keys = ["name", "region", "duration", "data", "price", "coverage", "type", "image", "purchaseUrl"];
  const texts = ["description", "nameMs", "descriptionMs", "nameZh", "descriptionZh"];
  return {
    ...Object.fromEntries([...keys, ...texts, "active"].map((k) => [k, plan[k] ?? ""])),
    originalPrice: plan.originalPrice ?? "",
    countries: (plan.countries as string[]).join(", "),
  };
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

test("staff write a Malay description and see it on the /ms plan page; the count shows", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop-staff", "changes a shared plan: one project is enough");
  test.setTimeout(180_000);
  const staff = await browser.newPage();
  await signInByApi(staff);
  const plan = await adminPlan(staff);

  await open(staff, "/admin/products?q=Turkey");
  const count = staff.getByTestId("missing-translations");
  await expect(count).toContainText(/\d+ texts? need a translation/);
  await count.locator("summary").click();
  await expect(count.getByText("Brazil").first()).toBeVisible();
  await shot(staff, "admin-missing-count");

  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.getByRole("button", { name: "Edit Turkey" }).click();
  const edit = staff.getByRole("dialog", { name: "Edit Product" });
  await expect(edit.getByLabel("Name (简体中文)")).toHaveValue("土耳其");
  await edit
    .getByLabel("Description (Bahasa Melayu)")
    .fill("Istanbul dan Cappadocia: 3 GB seminggu, diuji oleh staf.");
  await edit.getByLabel("Description (Bahasa Melayu)").scrollIntoViewIfNeeded();
  await shot(staff, "admin-product-form");
  await staff.setViewportSize({ width: 1280, height: 900 });
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(staff.getByTestId("toast").filter({ hasText: "Product updated successfully" })).toBeVisible();

  try {
    const visitor = await browser.newPage();
    await visitor.goto(`/ms/plans/${SLUG}`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Turki" })).toBeVisible();
    await expect(visitor.getByTestId("plan-description")).toHaveText(
      "Istanbul dan Cappadocia: 3 GB seminggu, diuji oleh staf.",
    );
    await shot(visitor, "plan-ms");
    await visitor.goto(`/zh/plans/${SLUG}`);
    await expect(visitor.getByRole("heading", { level: 1, name: "土耳其" })).toBeVisible();
    await shot(visitor, "plan-zh");
    await visitor.goto(`/plans/${SLUG}`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Turkey" })).toBeVisible();
    for (const [path, title] of [
      ["/ms/about", "Kisah Kami"],
      ["/zh/about", "我们的故事"],
    ] as const) {
      await visitor.goto(path);
      await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await shot(visitor, `about-${path.slice(1, 3)}`);
    }
    await open(staff, "/content-manager");
    await expect(staff.getByLabel("Page Title (Bahasa Melayu)").first()).toHaveValue("Kisah Kami");
    await staff.getByTestId("page-ms").first().scrollIntoViewIfNeeded();
    await shot(staff, "content-manager");
  } finally {
    const restored = await staff.request.put(`/api/admin/products/${plan.id}`, {
      data: form(plan),
      headers: { Origin: baseOrigin(staff) },
    });
    expect(restored.status()).toBe(200);
  }
});
