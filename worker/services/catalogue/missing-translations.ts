import { asc, sql } from "drizzle-orm";
import type { MissingTranslation } from "../../../app/schemas/admin/translations";
import { PLAN_TEXT_FIELDS } from "../../../app/schemas/admin/translations";
import type { Database } from "../../db/client";
import { pageContent, products } from "../../db/schema";
import { sellablePlan } from "./sellable";

export const PLAN_TEXT_KEYS = Object.keys(PLAN_TEXT_FIELDS) as (keyof typeof PLAN_TEXT_FIELDS)[];

/** Which of a form's translation fields hold a text, for the audit line. */
export function translatedFields<K extends string>(
  form: Partial<Record<K, string | null | undefined>>,
  keys: K[],
) {
  return keys.filter((key) => Boolean(form[key]));
}

const blank = (column: unknown) => sql<number>`coalesce(trim(${column}), '') = ''`;

/**
 * Every text staff wrote in English that has no Malay or Chinese version yet: the active plans'
 * names and descriptions (a plan with no English description owes none) and the content pages
 * (a page counts once per language, when its title or body is missing). One round trip.
 */
export async function missingTranslations(db: Database): Promise<MissingTranslation[]> {
  const [plans, pages] = await db.batch([
    db
      .select({
        id: products.id,
        name: products.name,
        hasDescription: sql<number>`not ${blank(products.description)}`,
        nameMs: blank(products.nameMs),
        nameZh: blank(products.nameZh),
        descriptionMs: blank(products.descriptionMs),
        descriptionZh: blank(products.descriptionZh),
      })
      .from(products)
      .where(sellablePlan)
      .orderBy(asc(products.name), asc(products.id)),
    db
      .select({
        page: pageContent.page,
        title: pageContent.title,
        ms: sql<number>`${blank(pageContent.titleMs)} or ${blank(pageContent.contentMs)}`,
        zh: sql<number>`${blank(pageContent.titleZh)} or ${blank(pageContent.contentZh)}`,
      })
      .from(pageContent)
      .orderBy(asc(pageContent.page)),
  ]);
  const missing: MissingTranslation[] = [];
  for (const p of plans) {
    const plan = { kind: "plan", id: p.id, label: p.name } as const;
    if (p.nameMs) missing.push({ ...plan, field: "name", locale: "ms" });
    if (p.hasDescription && p.descriptionMs) missing.push({ ...plan, field: "description", locale: "ms" });
    if (p.nameZh) missing.push({ ...plan, field: "name", locale: "zh-Hans" });
    if (p.hasDescription && p.descriptionZh)
      missing.push({ ...plan, field: "description", locale: "zh-Hans" });
  }
  for (const p of pages) {
    const page = { kind: "page", id: p.page, label: p.title, field: "page" } as const;
    if (p.ms) missing.push({ ...page, locale: "ms" });
    if (p.zh) missing.push({ ...page, locale: "zh-Hans" });
  }
  return missing;
}
