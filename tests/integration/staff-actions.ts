import { expect } from "vitest";
import type { AdminProduct } from "../../app/schemas/admin/catalogue-lists";
import { as, json, rootSession } from "./admin-helpers";

// What staff do in the back office, done the way staff do it: through the Worker's admin API with the
// super admin's session. Tests change the shop's data with these rather than writing to the database.

const root = async () => as(await rootSession());

/** The plan with this slug as the Products tab lists it. */
export async function adminPlan(slug: string): Promise<AdminProduct> {
  const res = await (await root()).get(`/api/admin/products?pageSize=100`);
  expect(res.status).toBe(200);
  const plan = ((await json(res)).items as AdminProduct[]).find((p) => p.slug === slug);
  if (!plan) throw new Error(`no plan ${slug} in the Products tab`);
  return plan;
}

/** The plan as its edit dialog would post it, with these fields changed. */
function planForm(plan: AdminProduct, changes: Record<string, unknown>) {
  const { countries, supplierPackage, ...fields } = plan;
  return {
    ...fields,
    countries: countries.join(", "),
    ...(supplierPackage ? { supplierPackage } : {}),
    ...changes,
  };
}

/** Staff edit a plan (name, price, on sale…) in its dialog and save it. */
export async function editPlan(slug: string, changes: Record<string, unknown>): Promise<void> {
  const plan = await adminPlan(slug);
  const res = await (await root()).put(`/api/admin/products/${plan.id}`, planForm(plan, changes));
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Staff take plans off sale (or put them back) from the Products tab. */
export async function setOnSale(slugs: string[], active: boolean): Promise<void> {
  for (const slug of slugs) await editPlan(slug, { active });
}

/** The plans of a region as staff list them. */
export async function regionSlugs(region: string): Promise<string[]> {
  const res = await (await root()).get(`/api/admin/products?pageSize=100`);
  const items = (await json(res)).items as AdminProduct[];
  return items.filter((p) => p.region === region).map((p) => p.slug);
}

/** Staff create a plan in the Products tab; returns its id. */
export async function createPlan(form: Record<string, unknown>): Promise<number> {
  const res = await (await root()).post("/api/admin/products", form);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).product.id;
}

/** Staff count the shelf so exactly `available` units are free to sell beside those held. */
export async function setAvailableStock(productId: number, available: number): Promise<void> {
  const admin = await root();
  const { items } = await json(await admin.get(`/api/admin/inventory?pageSize=100`));
  const row = (items as { productId: number; stockQuantity: number; reservedQuantity: number }[]).find(
    (i) => i.productId === productId,
  );
  if (!row) throw new Error(`no stock row for plan ${productId}`);
  const delta = row.reservedQuantity + available - row.stockQuantity;
  if (delta === 0) return;
  const res = await admin.post(`/api/admin/inventory/${productId}/adjust`, { delta, reason: "Shelf count" });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Staff delete a plan from the Products tab. */
export async function deletePlan(id: number): Promise<void> {
  const res = await (await root()).del(`/api/admin/products/${id}`);
  expect(res.status).toBe(200);
}

/** The id of the plan with this slug, as the Products tab shows it. */
export async function staffProductId(slug: string): Promise<number> {
  return (await adminPlan(slug)).id;
}

/** Staff type in a review (published at once, labelled as added by staff); returns its id. */
export async function createReview(review: {
  productId: number;
  customerName: string;
  rating: number;
  comment: string;
  featured?: boolean;
}): Promise<number> {
  const res = await (await root()).post("/api/admin/reviews", review);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)).review.id;
}

/** Staff hide a review with a reason. */
export async function hideReview(id: number, reason: string): Promise<void> {
  const res = await (await root()).post(`/api/admin/reviews/${id}/hide`, { reason });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Staff save the storefront's claims in Settings; returns the answer's status. */
export async function saveClaims(
  claims: Record<string, { shown: boolean; source: string }>,
): Promise<number> {
  const res = await (await root()).put("/api/admin/settings/claims", claims);
  return res.status;
}

/** Staff switch Settings' "verified e-mail before paying" rule on or off. */
export async function setCheckoutRule(requireVerifiedEmail: boolean): Promise<void> {
  const res = await (await root()).put("/api/admin/settings/checkout", { requireVerifiedEmail });
  expect(res.status, await res.clone().text()).toBe(200);
}
