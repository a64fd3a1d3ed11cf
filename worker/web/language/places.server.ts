import type { Locale } from "~/lib/locale";
import { REGION_BY_SLUG } from "~/schemas/catalogue-vocabulary";
import type { ProductDto } from "~/schemas/product";
import { serverT } from "./messages.server";

// Place names in the page's language (decision 0043). Countries come from the ISO code through
// workerd's ICU (Intl.DisplayNames, CLDR names), so 249 names need no catalogue keys and no column;
// the four regions are catalogue keys (place.region.*). English keeps the destinations table's
// names as they are, so the English pages stay word for word.

const displayNames = new Map<Locale, Intl.DisplayNames>();

function namesIn(locale: Locale): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    displayNames.set(locale, names);
  }
  return names;
}

/** A country's name in the page's language: "Jepun", "日本"; the stored English name otherwise. */
export function placeName(locale: Locale, place: { code: string; name: string }): string {
  if (locale === "en" || !place.code) return place.name;
  try {
    return namesIn(locale).of(place.code) ?? place.name;
  } catch {
    // Not a region code ICU knows: the stored name is better than nothing.
    return place.name;
  }
}

/** The same places with their names in the page's language. */
export function localPlaces<T extends { code: string; name: string }>(locale: Locale, places: T[]): T[] {
  if (locale === "en") return places;
  return places.map((place) => ({ ...place, name: placeName(locale, place) }));
}

const SLUG_BY_REGION = new Map<string, string>(
  Object.entries(REGION_BY_SLUG).map(([slug, region]) => [region, slug]),
);

/** "Asia Pacific" as the page says it ("Asia Pasifik", "亚太"); an unknown region as stored. */
export function regionName(locale: Locale, region: string): string {
  const slug = SLUG_BY_REGION.get(region);
  if (locale === "en" || !slug) return region;
  return serverT(locale)(`place.region.${slug}` as "place.region.europe");
}

type Placed = Pick<ProductDto, "destinations" | "coverage" | "region"> & { networks?: string | null };

/**
 * A plan's networks line in the page's language: the shop's own words for a plan that uses the
 * best network of each country (seeded from the catalogue, planCard.fact.everyCountry) are said
 * in the page's language; networks staff named (operators' names) stay as written.
 */
function localNetworks(locale: Locale, networks: string | null): string | null {
  if (!networks || networks !== serverT("en")("planCard.fact.everyCountry")) return networks;
  return serverT(locale)("planCard.fact.everyCountry");
}

/**
 * A plan's destinations and coverage line in the page's language. The coverage line is made the way
 * the catalogue makes the English one (toProductDto): up to three names, else a count; a plan
 * without destinations keeps the text staff wrote.
 */
export function localPlan<T extends Placed>(locale: Locale, plan: T): T {
  if (locale === "en") return plan;
  if (plan.networks) plan = { ...plan, networks: localNetworks(locale, plan.networks) };
  if (plan.destinations.length === 0) return plan;
  const destinations = localPlaces(locale, plan.destinations);
  const t = serverT(locale);
  const count = destinations.length;
  const coverage =
    count <= 3
      ? destinations.map((d) => d.name).join(locale === "zh-Hans" ? "、" : ", ")
      : plan.region === REGION_BY_SLUG.global
        ? t("place.coverage.worldwide", { count })
        : t("place.coverage.region", { count, region: regionName(locale, plan.region) });
  return { ...plan, destinations, coverage };
}

export function localPlans<T extends Placed>(locale: Locale, plans: T[]): T[] {
  return locale === "en" ? plans : plans.map((plan) => localPlan(locale, plan));
}

/** Cart or checkout lines with their plans' countries in the page's language. */
export function localLines<L extends { product: Placed }>(locale: Locale, lines: L[]): L[] {
  return locale === "en"
    ? lines
    : lines.map((line) => ({ ...line, product: localPlan(locale, line.product) }));
}

// Pinyin collation puts each of these first among the characters read with its initial, so a
// Chinese name's letter is the last one it does not sort before (ICU's zh collation is pinyin).
const PINYIN_LETTERS = "ABCDEFGHJKLMNOPQRSTWXYZ";
const PINYIN_FIRSTS = "阿八嚓哒妸发旮哈讥咔垃痳拏噢妑七呥仨它穵夕丫帀";

function letterOf(locale: Locale, name: string, collator: Intl.Collator): string {
  const first = name.normalize("NFKD").charAt(0).toUpperCase();
  if (locale !== "zh-Hans" || !/[\u3400-\u9fff]/u.test(first)) return first;
  let letter = "A";
  [...PINYIN_FIRSTS].forEach((boundary, i) => {
    if (collator.compare(name, boundary) >= 0) letter = PINYIN_LETTERS[i] ?? letter;
  });
  return letter;
}

/**
 * Destinations A–Z in the page's language: named in it, sorted by its collation (pinyin for
 * Chinese) and each given the letter it is filed under.
 */
export function lettered<T extends { code: string; name: string }>(
  locale: Locale,
  places: T[],
): (T & { letter: string })[] {
  const collator = new Intl.Collator(locale);
  const named = localPlaces(locale, places);
  const sorted = locale === "en" ? named : [...named].sort((a, b) => collator.compare(a.name, b.name));
  return sorted.map((place) => ({ ...place, letter: letterOf(locale, place.name, collator) }));
}
