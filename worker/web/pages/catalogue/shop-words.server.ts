import type { Locale } from "~/lib/locale";
import type { PlanSearchResult, SearchSaid } from "../../../services/catalogue/destination-search";
import { serverT } from "../../language/messages.server";
import { localPlans, placeName, regionName } from "../../language/places.server";

type ShopResult = Pick<PlanSearchResult, "destination" | "places" | "said" | "items">;

interface Named {
  /** The region, destination or destinations the sentences name, in the page's language. */
  place: string;
  q: string;
}

function sentences(locale: Locale, said: SearchSaid, { place, q }: Named) {
  const t = serverT(locale);
  const heading = {
    for: t("shop.heading.for", { place }),
    text: t("shop.heading.text", { q }),
    covering: t("shop.heading.covering", { place }),
    global: t("shop.heading.global"),
    together: t("shop.heading.together", { places: place }),
  }[said.heading];
  const global = t("shop.notice.global");
  const notice =
    said.notice === "nearest"
      ? t("shop.notice.nearest", { q, place })
      : said.notice === "filters"
        ? `${t("shop.notice.filters", { place })} ${global}`
        : said.notice === "unknown"
          ? `${t("shop.notice.unknown", { q })} ${global}`
          : said.notice === "together"
            ? `${t("shop.notice.together", { places: place })} ${global}`
            : null;
  return { heading, notice };
}

/** "Japan and South Korea", "Jepun dan Korea Selatan", "日本和韩国": the language's own list. */
function listOf(locale: Locale, names: string[]): string {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(names);
}

/**
 * The shop's answer in the page's language: the heading and notice worded from what the search
 * found (`said`), and every place named in the language (English keeps the stored names).
 */
export function localShop<R extends ShopResult>(
  locale: Locale,
  result: R,
  q: string,
): R & { heading: string | null; notice: string | null } {
  const destination = result.destination && {
    ...result.destination,
    name: placeName(locale, result.destination),
  };
  const places = result.places.map((p) => ({ ...p, name: placeName(locale, p) }));
  const place = result.said?.region
    ? regionName(locale, result.said.region)
    : places.length > 0
      ? listOf(
          locale,
          places.map((p) => p.name),
        )
      : (destination?.name ?? "");
  const said = result.said ? sentences(locale, result.said, { place, q }) : { heading: null, notice: null };
  const items = localPlans(locale, result.items);
  return { ...result, ...said, destination, places, items };
}
