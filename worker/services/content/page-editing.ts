import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { ContentPage, ContentSchema } from "../../../app/schemas/admin/catalogue";
import type { AdminPageContent } from "../../../app/schemas/admin/catalogue-lists";
import { PAGE_TEXT_FIELDS } from "../../../app/schemas/admin/translations";
import type { Database } from "../../db/client";
import { pageContent } from "../../db/schema";
import { type Actor, auditInsert } from "../audit/log";
import { translatedFields } from "../catalogue/missing-translations";

const PAGE_TEXT_KEYS = Object.keys(PAGE_TEXT_FIELDS) as (keyof typeof PAGE_TEXT_FIELDS)[];

const toDto = (row: typeof pageContent.$inferSelect) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function listPageContent(db: Database): Promise<AdminPageContent[]> {
  const rows = await db.select().from(pageContent).orderBy(pageContent.page);
  return rows.map(toDto);
}

/** Upsert, so a page whose default row is missing can still be written. */
export async function savePageContent(
  db: Database,
  {
    actor,
    page,
    input,
    now = Date.now(),
  }: { actor: Actor; page: ContentPage; input: z.output<typeof ContentSchema>; now?: number },
) {
  const values = { ...input, updatedAt: new Date(now), updatedBy: actor.id };
  await db.batch([
    db
      .insert(pageContent)
      .values({ page, ...values })
      .onConflictDoUpdate({ target: pageContent.page, set: values }),
    auditInsert(
      db,
      actor,
      {
        action: "CONTENT_UPDATE",
        targetType: "page_content",
        targetId: null,
        details: {
          page,
          title: input.title,
          description: `Updated ${page} page`,
          translated: translatedFields(input, PAGE_TEXT_KEYS),
        },
      },
      now,
    ),
  ]);
  const row = await db.query.pageContent.findFirst({ where: eq(pageContent.page, page) });
  if (!row) throw new Error("saved content not found");
  return toDto(row);
}
