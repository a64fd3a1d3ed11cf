import { count, eq, like, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { decimalToSen } from "../../../app/lib/money";
import type { ProductFormSchema } from "../../../app/schemas/admin/catalogue";
import type { AdminProduct } from "../../../app/schemas/admin/catalogue-lists";
import { type ListPage, listQuerySchema } from "../../../app/schemas/admin/common";
import { parseDataMb, parseDurationDays } from "../../../app/schemas/admin/plan-fields";
import type { Database } from "../../db/client";
import {
  inventory,
  orderItems,
  type ProductType,
  productDestinations,
  products,
  reviews,
} from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { ConflictError, InvalidError, NotFoundError } from "../errors";
import { escapeLike, listPage, pageOf } from "../shared/lists";
import { resolveDestinationList } from "./destinations";
import { PLAN_TEXT_KEYS, translatedFields } from "./missing-translations";
import { toProductDtos } from "./products";
import { isPlan } from "./sellable";

export const ProductListQuerySchema = listQuerySchema(
  ["id", "name", "region", "price", "type", "active"],
  "id",
);

type ProductValues = Omit<typeof products.$inferInsert, "id" | "slug" | "createdAt">;

/** The storefront's products plus what only staff see (the supplier package code). */
async function adminProductDtos(db: Database, rows: (typeof products.$inferSelect)[]) {
  const dtos = await toProductDtos(db, rows);
  return dtos.map((dto, i) => {
    const row = rows[i];
    return {
      ...dto,
      supplierPackage: row?.supplierPackage ?? null,
      nameMs: row?.nameMs ?? null,
      descriptionMs: row?.descriptionMs ?? null,
      nameZh: row?.nameZh ?? null,
      descriptionZh: row?.descriptionZh ?? null,
    };
  });
}

/** The form's text fields as the stored numbers; the schema has already checked each one. */
function productValues(form: z.output<typeof ProductFormSchema>): ProductValues {
  const dataMb = parseDataMb(form.data);
  const durationDays = parseDurationDays(form.duration);
  const priceSen = decimalToSen(form.price);
  if (dataMb === undefined || durationDays === null || priceSen === null)
    throw new InvalidError("Invalid product");
  return {
    name: form.name,
    region: form.region,
    durationDays,
    dataMb,
    priceSen,
    originalPriceSen: form.originalPrice === null ? null : decimalToSen(form.originalPrice),
    coverage: form.coverage,
    countries: form.countries || form.coverage,
    type: form.type as ProductType,
    popular: form.popular,
    image: form.image,
    purchaseUrl: form.purchaseUrl,
    active: form.active,
    ...(form.supplierPackage === undefined ? {} : { supplierPackage: form.supplierPackage || null }),
    networks: form.networks,
    speed: form.speed,
    hotspot: form.hotspot,
    validityStart: form.validityStart,
    topUp: form.topUp,
    // Left out of the request = unchanged (drizzle skips undefined), so an English-only client keeps them.
    description: form.description,
    nameMs: form.nameMs,
    descriptionMs: form.descriptionMs,
    nameZh: form.nameZh,
    descriptionZh: form.descriptionZh,
  };
}

/**
 * The countries field names destinations (names, aliases or codes); the join rows are the
 * truth, the column keeps the canonical names. An unknown name is a field error, never dropped.
 */
async function destinationRows(db: Database, form: z.output<typeof ProductFormSchema>) {
  const { ids, names, unknown } = await resolveDestinationList(db, form.countries || form.coverage);
  if (unknown.length > 0 && form.countries) {
    throw new InvalidError(`Unknown destination: ${unknown.join(", ")}`, { field: "countries" });
  }
  return { ids, countries: names.join(",") };
}

function destinationStatements(db: Database, productId: number | SQL, ids: number[]) {
  const target = typeof productId === "number" ? sql`${productId}` : productId;
  return [
    db.delete(productDestinations).where(sql`${productDestinations.productId} = ${target}`),
    ...ids.map((destinationId) =>
      db.insert(productDestinations).values({ productId: target, destinationId }),
    ),
  ];
}

function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "plan"
  );
}

async function uniqueSlug(db: Database, values: ProductValues): Promise<string> {
  const mb = values.dataMb ?? null;
  const data = mb === null ? "unlimited" : mb >= 1024 ? `${Math.round(mb / 102.4) / 10}gb` : `${mb}mb`;
  return uniqueSlugFrom(db, `${values.name} ${data} ${values.durationDays} days`);
}

/** A slug made of `text`, numbered when another item has it already. */
export async function uniqueSlugFrom(db: Database, text: string): Promise<string> {
  const base = slugify(text);
  const taken = new Set(
    (
      await db
        .select({ slug: products.slug })
        .from(products)
        .where(or(eq(products.slug, base), like(products.slug, `${escapeLike(base)}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function listAdminProducts(
  db: Database,
  query: z.output<typeof ProductListQuerySchema>,
): Promise<ListPage<AdminProduct>> {
  const { rows, total } = await listPage(db, products, query, {
    search: [products.name, products.region, products.coverage],
    // Top-ups have their own section (topup-editing.ts).
    scope: isPlan,
    sorts: {
      id: products.id,
      name: products.name,
      region: products.region,
      price: products.priceSen,
      type: products.type,
      active: products.active,
    },
  });
  return pageOf(query, await adminProductDtos(db, rows), total);
}

export async function createProduct(
  db: Database,
  actor: Actor,
  form: z.output<typeof ProductFormSchema>,
  now = Date.now(),
) {
  const { ids, countries } = await destinationRows(db, form);
  const values = { ...productValues(form), ...(countries ? { countries } : {}) };
  const slug = await uniqueSlug(db, values);
  const idBySlug = sql`(select id from products where slug = ${slug})`;
  await db.batch([
    db.insert(products).values({ ...values, slug, createdAt: new Date(now) }),
    ...destinationStatements(db, idBySlug, ids),
    db.insert(inventory).values({ productId: idBySlug, stockQuantity: 0, lastUpdated: new Date(now) }),
    auditInsert(
      db,
      actor,
      {
        action: "PRODUCT_CREATE",
        targetType: "product",
        targetId: idBySlug,
        details: {
          name: values.name,
          slug,
          price: form.price,
          translated: translatedFields(form, PLAN_TEXT_KEYS),
        },
      },
      now,
    ),
  ]);
  const row = await db.query.products.findFirst({ where: eq(products.slug, slug) });
  if (!row) throw new Error("created product not found");
  return (await adminProductDtos(db, [row]))[0];
}

async function findProduct(db: Database, id: number) {
  const row = await db.query.products.findFirst({ where: eq(products.id, id) });
  if (!row) throw new NotFoundError({ key: "forms.product_not_found" });
  return row;
}

export async function updateProduct(
  db: Database,
  {
    actor,
    id,
    form,
    now = Date.now(),
  }: { actor: Actor; id: number; form: z.output<typeof ProductFormSchema>; now?: number },
) {
  if ((await findProduct(db, id)).kind !== "plan")
    throw new InvalidError('This item is a top-up: send kind "topup"', { field: "kind" });
  const { ids, countries } = await destinationRows(db, form);
  const values = { ...productValues(form), ...(countries ? { countries } : {}) };
  await db.batch([
    db.update(products).set(values).where(eq(products.id, id)),
    ...destinationStatements(db, id, ids),
    auditInsert(
      db,
      actor,
      {
        action: "PRODUCT_UPDATE",
        targetType: "product",
        targetId: id,
        details: {
          name: values.name,
          price: form.price,
          active: values.active,
          translated: translatedFields(form, PLAN_TEXT_KEYS),
        },
      },
      now,
    ),
  ]);
  return (await adminProductDtos(db, [await findProduct(db, id)]))[0];
}

export async function deleteProduct(db: Database, actor: Actor, id: number, now = Date.now()) {
  const product = await findProduct(db, id);
  // Orders keep their own snapshot, but their lines point here; reviews would go with the product
  // (cascade) and leave no trace. Either way the product is taken out of the shop by deactivating it.
  const [[ordered], [reviewed]] = await Promise.all([
    db.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, id)),
    db.select({ n: count() }).from(reviews).where(eq(reviews.productId, id)),
  ]);
  if ((ordered?.n ?? 0) > 0) {
    throw new ConflictError("This product appears in orders and cannot be deleted; mark it inactive instead");
  }
  if ((reviewed?.n ?? 0) > 0) {
    throw new ConflictError("This product has reviews and cannot be deleted; mark it inactive instead");
  }
  await db.batch([
    db.delete(products).where(eq(products.id, id)),
    auditInsert(
      db,
      actor,
      { action: "PRODUCT_DELETE", targetType: "product", targetId: id, details: { name: product.name } },
      now,
    ),
  ]);
}
