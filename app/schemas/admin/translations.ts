import { z } from "zod";

// The Malay and Chinese versions of what staff write (decision 0046), as the admin forms and APIs
// take them. Each is optional: left out = unchanged, empty = none (the storefront shows the English).

const translation = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** A plan's description (English) and its name and description in Malay and Chinese; limits as the English name's. */
export const PLAN_TEXT_FIELDS = {
  description: translation(2000),
  nameMs: translation(120),
  descriptionMs: translation(2000),
  nameZh: translation(120),
  descriptionZh: translation(2000),
};

/** A content page's title, subtitle and body in Malay and Chinese; limits as the English ones. */
export const PAGE_TEXT_FIELDS = {
  titleMs: translation(200),
  subtitleMs: translation(300),
  contentMs: translation(50_000),
  titleZh: translation(200),
  subtitleZh: translation(300),
  contentZh: translation(50_000),
};

/** The two languages staff translate into, as the back office names them. */
export const TRANSLATION_LANGUAGES = [
  { key: "Ms", locale: "ms", label: "Bahasa Melayu" },
  { key: "Zh", locale: "zh-Hans", label: "简体中文" },
] as const;

/** A text that has no version yet in one language (the back office's to-do list). */
export interface MissingTranslation {
  kind: "plan" | "page";
  /** The plan's id or the page's key. */
  id: number | string;
  /** The plan's English name or the page's English title. */
  label: string;
  field: "name" | "description" | "page";
  locale: "ms" | "zh-Hans";
}
