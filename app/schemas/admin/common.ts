import { z } from "zod";

/** An absolute http(s) URL or a path on this site ("/static/…", "/images/…"), as images use both. */
export function isWebUrl(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//")) return !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export const webUrl = (message: string) => z.string().trim().max(2000).refine(isWebUrl, message);

/** Optional text: "" and missing both become null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An id in a route's path: the one id parse (app/schemas/id.ts) under the admin routes' name. */
export { PositiveIdSchema as idParam } from "../id";

const SORT_DIRECTIONS = ["asc", "desc"] as const;

/** ?page=&pageSize=&sort=&dir=&q= of every admin list. */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaultSort: S[number],
) {
  return z.object({
    page: z.coerce.number().int().min(1).max(10_000).catch(1),
    pageSize: z.coerce.number().int().min(5).max(100).catch(20),
    sort: z.enum(sorts).catch(defaultSort),
    dir: z.enum(SORT_DIRECTIONS).catch("desc"),
    q: z.string().trim().max(100).catch(""),
  });
}

export interface ListQuery<S extends string = string> {
  page: number;
  pageSize: number;
  sort: S;
  dir: "asc" | "desc";
  q: string;
}

/**
 * Lists and the back office's work counts stop counting here and then say "more than": an exact
 * total of millions of rows would read every one of them on every page view.
 */
export const COUNTED_UP_TO = 10_000;

/** A count as staff read it: "10,000+" once it reached the cap. */
export function countedText(n: number): string {
  return n >= COUNTED_UP_TO ? `${COUNTED_UP_TO.toLocaleString("en-MY")}+` : n.toLocaleString("en-MY");
}

export interface ListPage<T> {
  items: T[];
  /** The matches, counted up to COUNTED_UP_TO; `totalCapped` says there are more than that. */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  sort: string;
  dir: "asc" | "desc";
  q: string;
}
