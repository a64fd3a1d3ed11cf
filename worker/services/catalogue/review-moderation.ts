import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ReviewSchema } from "../../../app/schemas/admin/catalogue";
import type { AdminReview } from "../../../app/schemas/admin/catalogue-lists";
import { type ListPage, listQuerySchema } from "../../../app/schemas/admin/common";
import type { Database } from "../../db/client";
import { orders, products, reviews } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { ConflictError, InvalidError, NotFoundError } from "../errors";
import { countUpToCap, oneColumn, orderBy, pageOf, searchAny, sortedPage } from "../shared/lists";
import { isPlan } from "./sellable";

export const ReviewListQuerySchema = listQuerySchema(
  ["id", "rating", "createdAt", "customerName", "featured", "status"],
  "createdAt",
);

type ReviewInput = z.output<typeof ReviewSchema>;

const columns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  customerName: reviews.customerName,
  customerAvatar: reviews.customerAvatar,
  rating: reviews.rating,
  comment: reviews.comment,
  location: reviews.location,
  verified: reviews.verified,
  featured: reviews.featured,
  source: reviews.source,
  status: reviews.status,
  hiddenReason: reviews.hiddenReason,
  orderId: reviews.orderId,
  tripMonth: reviews.tripMonth,
  reply: reviews.reply,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

/** A buyer's review names its customer's account (through the order), so the list links to them. */
const buyerOf = sql<
  number | null
>`(select ${orders.userId} from ${orders} where ${orders.id} = ${reviews.orderId})`;

type ReviewRow = { createdAt: Date; updatedAt: Date } & Record<string, unknown>;
const toDto = <T extends ReviewRow>(r: T) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function listReviews(
  db: Database,
  query: z.output<typeof ReviewListQuerySchema>,
): Promise<ListPage<AdminReview>> {
  const where = searchAny(query.q, [reviews.customerName, reviews.comment, products.name]);
  const [rows, [totals]] = await db.batch([
    sortedPage(
      db
        .select({ ...columns, userId: buyerOf })
        .from(reviews)
        .leftJoin(products, eq(products.id, reviews.productId))
        .where(where)
        .$dynamic(),
      query,
      orderBy(
        query,
        {
          id: reviews.id,
          rating: reviews.rating,
          createdAt: reviews.createdAt,
          customerName: reviews.customerName,
          featured: reviews.featured,
          status: reviews.status,
        },
        reviews.id,
      ),
    ),
    countUpToCap(
      db,
      db.select(oneColumn).from(reviews).leftJoin(products, eq(products.id, reviews.productId)).where(where),
    ),
  ]);
  return pageOf(query, rows.map(toDto), totals?.total ?? 0);
}

async function assertProduct(db: Database, productId: number) {
  const row = await db.query.products.findFirst({ where: eq(products.id, productId), columns: { id: true } });
  if (!row) throw new InvalidError({ key: "forms.product_is_required" }, { field: "productId" });
}

async function findReview(db: Database, id: number) {
  const [row] = await db
    .select(columns)
    .from(reviews)
    .leftJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, id));
  if (!row) throw new NotFoundError("Review not found");
  return toDto(row);
}

/**
 * A review typed in by staff: published at once, labelled "Added by staff" on the storefront and
 * never "Verified purchase", whatever `verified` the client sent.
 */
export async function createReview(db: Database, actor: Actor, input: ReviewInput, now = Date.now()) {
  await assertProduct(db, input.productId);
  const [inserted] = await db.batch([
    db
      .insert(reviews)
      .values({
        ...input,
        verified: false,
        source: "staff",
        status: "published",
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .returning({ id: reviews.id }),
    auditInsert(
      db,
      actor,
      {
        action: "REVIEW_CREATE",
        targetType: "review",
        targetId: sql`last_insert_rowid()`,
        details: { productId: input.productId, customerName: input.customerName, rating: input.rating },
      },
      now,
    ),
  ]);
  const id = inserted[0]?.id;
  if (!id) throw new Error("created review not found");
  return findReview(db, id);
}

export async function updateReview(
  db: Database,
  { actor, id, input, now = Date.now() }: { actor: Actor; id: number; input: ReviewInput; now?: number },
) {
  const before = await findReview(db, id);
  await assertProduct(db, input.productId);
  const { verified: _ignored, ...fields } = input;
  if (before.source === "buyer" && changesBuyerWords(before, fields)) {
    throw new ConflictError("A buyer's review cannot be edited; publish, hide or reply to it instead");
  }
  await db.batch([
    db
      .update(reviews)
      .set({ ...fields, updatedAt: new Date(now) })
      .where(eq(reviews.id, id)),
    auditInsert(
      db,
      actor,
      {
        action:
          before.featured !== input.featured
            ? input.featured
              ? "REVIEW_FEATURE"
              : "REVIEW_UNFEATURE"
            : "REVIEW_UPDATE",
        targetType: "review",
        targetId: id,
        details: { customerName: input.customerName, rating: input.rating, featured: input.featured },
      },
      now,
    ),
  ]);
  return findReview(db, id);
}

/** Whether an edit would put other words, stars, plan or name in a buyer's mouth. */
function changesBuyerWords(
  before: Awaited<ReturnType<typeof findReview>>,
  after: Omit<ReviewInput, "verified">,
) {
  return (
    before.productId !== after.productId ||
    before.customerName !== after.customerName ||
    before.customerAvatar !== after.customerAvatar ||
    before.rating !== after.rating ||
    before.comment !== after.comment ||
    before.location !== after.location
  );
}

export async function deleteReview(db: Database, actor: Actor, id: number, now = Date.now()) {
  const review = await findReview(db, id);
  await db.batch([
    db.delete(reviews).where(eq(reviews.id, id)),
    auditInsert(
      db,
      actor,
      {
        action: "REVIEW_DELETE",
        targetType: "review",
        targetId: id,
        details: { customerName: review.customerName },
      },
      now,
    ),
  ]);
}

/** The products a review can be attached to, for the Reviews tab's form (by name). */
export async function reviewProductChoices(db: Database) {
  return db
    .select({ id: products.id, name: products.name, region: products.region })
    .from(products)
    .where(isPlan)
    .orderBy(asc(products.name));
}

type Moderation =
  | { kind: "publish" }
  | { kind: "hide"; reason: string }
  | { kind: "reply"; reply: string | null };

const MODERATION_AUDIT = { publish: "REVIEW_PUBLISH", hide: "REVIEW_HIDE", reply: "REVIEW_REPLY" } as const;

/**
 * Staff moderation: publish (the storefront shows it and counts it), hide with a reason (it leaves
 * the storefront and its average) or answer it in public; each with its audit row.
 */
export async function moderateReview(
  db: Database,
  { actor, id, change, now = Date.now() }: { actor: Actor; id: number; change: Moderation; now?: number },
) {
  const before = await findReview(db, id);
  const at = new Date(now);
  const set =
    change.kind === "publish"
      ? { status: "published" as const, hiddenReason: null }
      : change.kind === "hide"
        ? { status: "hidden" as const, hiddenReason: change.reason }
        : { reply: change.reply, repliedAt: change.reply ? at : null };
  await db.batch([
    db
      .update(reviews)
      .set({ ...set, updatedAt: at })
      .where(eq(reviews.id, id)),
    auditInsert(
      db,
      actor,
      {
        action: MODERATION_AUDIT[change.kind],
        targetType: "review",
        targetId: id,
        details: {
          customerName: before.customerName,
          ...(change.kind === "hide" ? { reason: change.reason } : {}),
          ...(change.kind === "reply" ? { reply: change.reply } : {}),
        },
      },
      now,
    ),
  ]);
  return findReview(db, id);
}
