import { asc, eq, sql } from "drizzle-orm";
import { decimalToSen, senToDecimal } from "../../../app/lib/money";
import type { AdminTopup } from "../../../app/schemas/admin/catalogue-lists";
import type { TopupForm } from "../../../app/schemas/admin/topups";
import type { Database } from "../../db/client";
import { products } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { InvalidError, NotFoundError } from "../errors";
import { uniqueSlugFrom } from "./product-editing";

// Top-ups as staff price them: catalogue items of kind "topup". They have no shop page, region,
// destinations or stock; the columns a plan needs get neutral values the shop never shows.
const TOPUP_DEFAULTS = {
  region: "Global",
  coverage: "Top-up of an eSIM bought here",
  countries: "",
  type: "eSIM",
  popular: false,
  image: "/static/plans/global.svg",
  purchaseUrl: "",
  kind: "topup",
} as const;

function topupValues(form: TopupForm) {
  const priceSen = decimalToSen(form.price);
  if (priceSen === null)
    throw new InvalidError("Price must be an amount like 10 or 10.90", { field: "price" });
  return {
    name: form.name,
    supplierPackage: form.supplierPackage,
    dataMb: form.unlimited ? null : (form.dataMb ?? null),
    durationDays: form.days,
    priceSen,
    active: form.active,
  };
}

function adminTopup(row: typeof products.$inferSelect): AdminTopup {
  return {
    id: row.id,
    kind: "topup",
    name: row.name,
    supplierPackage: row.supplierPackage ?? "",
    dataMb: row.dataMb,
    unlimited: row.dataMb === null,
    days: row.durationDays,
    price: senToDecimal(row.priceSen),
    priceSen: row.priceSen,
    active: row.active,
  };
}

async function findTopup(db: Database, id: number) {
  const row = await db.query.products.findFirst({ where: eq(products.id, id) });
  if (!row) throw new NotFoundError({ key: "forms.product_not_found" });
  if (row.kind !== "topup")
    throw new InvalidError('This item is a plan: leave kind out or send "plan"', { field: "kind" });
  return row;
}

/** Every top-up staff have priced, switched on or off, by supplier package. */
export async function listAdminTopups(db: Database): Promise<AdminTopup[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.kind, "topup"))
    .orderBy(asc(products.supplierPackage), asc(products.id));
  return rows.map(adminTopup);
}

export async function createTopup(db: Database, actor: Actor, form: TopupForm, now = Date.now()) {
  const values = topupValues(form);
  const slug = await uniqueSlugFrom(db, `topup ${values.supplierPackage}`);
  await db.batch([
    db.insert(products).values({ ...TOPUP_DEFAULTS, ...values, slug, createdAt: new Date(now) }),
    auditInsert(
      db,
      actor,
      {
        action: "PRODUCT_CREATE",
        targetType: "product",
        targetId: sql`(select id from products where slug = ${slug})`,
        details: {
          kind: "topup",
          name: values.name,
          supplierPackage: values.supplierPackage,
          price: form.price,
        },
      },
      now,
    ),
  ]);
  const row = await db.query.products.findFirst({ where: eq(products.slug, slug) });
  if (!row) throw new Error("created top-up not found");
  return adminTopup(row);
}

export async function updateTopup(
  db: Database,
  { actor, id, form, now = Date.now() }: { actor: Actor; id: number; form: TopupForm; now?: number },
) {
  await findTopup(db, id);
  const values = topupValues(form);
  await db.batch([
    db.update(products).set(values).where(eq(products.id, id)),
    auditInsert(
      db,
      actor,
      {
        action: "PRODUCT_UPDATE",
        targetType: "product",
        targetId: id,
        details: { kind: "topup", name: values.name, price: form.price, active: values.active },
      },
      now,
    ),
  ]);
  return adminTopup(await findTopup(db, id));
}
