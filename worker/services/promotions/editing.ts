import { desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type PromotionChangesSchema,
  type PromotionDto,
  type PromotionInput,
  PromotionSchema,
} from "../../../app/schemas/promotions";
import type { Database } from "../../db/client";
import { promotionRedemptions, promotions } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { ConflictError, InvalidError, NotFoundError } from "../errors";
import { isUniqueViolation } from "../shared/db-errors";

type Row = typeof promotions.$inferSelect;

// The outer code is named with its table: drizzle writes a lone column of a one-table select
// unqualified, and a bare "id" inside the subquery would be the redemption's own id.
const uses = sql<number>`(select count(*) from ${promotionRedemptions} r
  where r.promotion_id = ${promotions}.${sql.identifier(promotions.id.name)}
  and r.state in ('held', 'redeemed'))`;

function toDto(row: Row, redemptions: number): PromotionDto {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minSubtotal: row.minSubtotalSen,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    perCustomer: row.perCustomer,
    active: row.active,
    redemptions: Number(redemptions),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every code, newest first: a shop runs a handful at a time, so the list is not paged. */
export async function listPromotions(db: Database): Promise<{ items: PromotionDto[] }> {
  const rows = await db
    .select({ row: promotions, uses })
    .from(promotions)
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
  return { items: rows.map(({ row, uses: n }) => toDto(row, n)) };
}

async function findPromotionDto(db: Database, id: number) {
  const found = await db
    .select({ row: promotions, uses })
    .from(promotions)
    .where(eq(promotions.id, id))
    .get();
  if (!found) throw new NotFoundError("Promotion not found");
  return toDto(found.row, found.uses);
}

function columnsOf(input: PromotionInput) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.value,
    minSubtotalSen: input.minSubtotal,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    maxRedemptions: input.maxRedemptions,
    perCustomer: input.perCustomer,
    active: input.active,
  };
}

const taken = (code: string) => new ConflictError(`The code ${code} already exists`, { field: "code" });

export async function createPromotion(db: Database, actor: Actor, input: PromotionInput, now = Date.now()) {
  try {
    const [inserted] = await db.batch([
      db
        .insert(promotions)
        .values({ ...columnsOf(input), createdAt: new Date(now), updatedAt: new Date(now) })
        .returning({ id: promotions.id }),
      auditInsert(
        db,
        actor,
        {
          action: "PROMOTION_CREATE",
          targetType: "promotion",
          targetId: sql`last_insert_rowid()`,
          details: { ...input },
        },
        now,
      ),
    ]);
    const id = inserted[0]?.id;
    if (!id) throw new Error("created promotion not found");
    return findPromotionDto(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(input.code);
    throw error;
  }
}

type Changes = z.output<typeof PromotionChangesSchema>;

/** An edit: the changed fields over the code as it was, checked again as a whole (dates, percentages). */
export async function updatePromotion(
  db: Database,
  { actor, id, changes, now = Date.now() }: { actor: Actor; id: number; changes: Changes; now?: number },
) {
  const before = await findPromotionDto(db, id);
  const merged = PromotionSchema.safeParse({ ...before, ...definedOnly(changes) });
  if (!merged.success) {
    const issue = merged.error.issues[0];
    throw new InvalidError(issue?.message ?? "Invalid promotion", { field: String(issue?.path[0] ?? "") });
  }
  const action =
    before.active !== merged.data.active
      ? merged.data.active
        ? "PROMOTION_ACTIVATE"
        : "PROMOTION_DEACTIVATE"
      : "PROMOTION_UPDATE";
  try {
    await db.batch([
      db
        .update(promotions)
        .set({ ...columnsOf(merged.data), updatedAt: new Date(now) })
        .where(eq(promotions.id, id)),
      auditInsert(
        db,
        actor,
        { action, targetType: "promotion", targetId: id, details: { ...changes, code: merged.data.code } },
        now,
      ),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(merged.data.code);
    throw error;
  }
  return findPromotionDto(db, id);
}

function definedOnly<T extends Record<string, unknown>>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
