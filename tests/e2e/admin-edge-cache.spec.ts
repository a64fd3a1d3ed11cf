// The edge cache in a real browser. Anonymous visitors get cached pages; a guest with a cart gets
// them with their own cart count written in (decision 0051); a signed-in customer never gets the
// anonymous page; a staff price change shows at once, to both.
// Named admin-* so it runs after the storefront specs (it changes a price, then puts it back).

import { baseOrigin, open, signInByApi } from "./admin-helpers";
import { signIn } from "./customer-helpers";
import { type APIResponse, expect, type Page, type Response, test } from "./fixtures";

const SLUG = "switzerland-2gb-3-days";
const DEMO = { username: "demo", password: "DemoTraveller!2026" };

const cacheOf = (response: Response | APIResponse | null) =>
  /cache;desc=(\w+)/.exec(response?.headers()["server-timing"] ?? "")?.[1];

async function publicPlan(page: Page) {
  const res = await page.request.get(`/api/products?q=Switzerland&fresh=${Date.now()}`);
  const list = (await res.json()) as Record<string, unknown>[];
  const plan = list.find((p) => p.slug === SLUG);
  if (!plan) throw new Error(`${SLUG} is not listed`);
  return plan;
}

function form(plan: Record<string, unknown>, price: string) {
  const keys = ["name", "region", "duration", "data", "coverage", "type", "image", "purchaseUrl", "active"];
  return {
    ...Object.fromEntries(keys.map((k) => [k, plan[k]])),
    originalPrice: plan.originalPrice ?? "",
    price,
  };
}

test("cached for anonymous visitors only, and a staff price change shows at once", async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop-staff", "changes a shared price: one project is enough");
  test.setTimeout(120_000); // four browsers and a staff save
  const anonymous = await browser.newPage();
  const first = await anonymous.goto(`/plans/${SLUG}`);
  expect(["MISS", "HIT"]).toContain(cacheOf(first));
  await expect.poll(async () => cacheOf(await anonymous.goto(`/plans/${SLUG}`))).toBe("HIT");
  const original = String((await publicPlan(anonymous)).price);
  await expect(anonymous.getByText(`RM ${original}`).first()).toBeVisible();

  // A guest with a cart: the stored page, kept private, with the cart's count in its header.
  const guest = await browser.newPage();
  const added = await guest.request.post("/api/cart", {
    data: { productId: (await publicPlan(guest)).id, quantity: 1 },
    headers: { Origin: baseOrigin(guest) },
  });
  expect(added.status()).toBe(201);
  // Staff specs in other workers save too, and each save drops the stored pages: until an anonymous
  // view stores the page again, the guest's is rendered (BYPASS), so the pair is tried until it holds.
  let guestPage: Response | null = null;
  await expect
    .poll(async () => {
      await anonymous.goto(`/plans/${SLUG}`);
      guestPage = await guest.goto(`/plans/${SLUG}`);
      return cacheOf(guestPage);
    })
    .toBe("HIT");
  expect((guestPage as Response | null)?.headers()["cache-control"]).toBe("private, no-store");
  await expect(guest.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  // Shop is stored only if an anonymous visitor opened it since the last staff change.
  const guestShop = await guest.goto("/shop");
  expect(["HIT", "BYPASS"]).toContain(cacheOf(guestShop));
  await expect(guest.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  // A signed-in customer: never the anonymous page (their own account menu is there).
  const customer = await browser.newPage();
  await customer.goto("/auth/login");
  await signIn(customer, DEMO.username, DEMO.password);
  await customer.waitForURL((url) => !url.pathname.startsWith("/auth/login"));
  const customerPage = await customer.goto("/shop");
  expect(cacheOf(customerPage)).toBe("BYPASS");
  await expect(customer.getByLabel(`Account menu for ${DEMO.username}`)).toBeAttached();

  // Staff change the price on the Products screen: the very next anonymous view shows it.
  const staff = await browser.newPage();
  await signInByApi(staff);
  const plan = await publicPlan(anonymous);
  const id = plan.id as number;
  const name = String(plan.name);
  await open(staff, `/admin/products?q=${encodeURIComponent(name)}`);
  await staff.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = staff.getByRole("dialog", { name: "Edit Product" });
  await edit.getByLabel("Price (RM)").fill("17.30");
  await edit.getByRole("button", { name: "Update Product" }).click();
  await expect(staff.getByTestId("toast").filter({ hasText: "Product updated successfully" })).toBeVisible();
  try {
    const after = await anonymous.goto(`/plans/${SLUG}`);
    expect(cacheOf(after)).toBe("MISS");
    await expect(anonymous.getByText("RM 17.30").first()).toBeVisible();
    // The guest's next view is the newly stored page: the new price, still with their badge.
    await expect.poll(async () => cacheOf(await guest.goto(`/plans/${SLUG}`))).toBe("HIT");
    await expect(guest.getByText("RM 17.30").first()).toBeVisible();
    await expect(guest.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    const api = await anonymous.request.get("/api/products?q=Switzerland");
    expect(
      ((await api.json()) as { slug: string; price: string }[]).find((p) => p.slug === SLUG)?.price,
    ).toBe("17.30");
  } finally {
    const restored = await staff.request.put(`/api/admin/products/${id}`, {
      data: form(plan, original),
      headers: { Origin: baseOrigin(staff) },
    });
    expect(restored.status()).toBe(200);
  }
});
