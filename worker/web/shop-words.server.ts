import type { Locale } from "~/lib/locale";
import type { PlanSearchResult, SearchSaid } from "../services/catalogue/destination-search";
import { serverT } from "./messages.server";
import { localPlans, placeName, regionName } from "./places.server";

type ShopResult = Pick<PlanSearchResult, "heading" | "notice" | "destination" | "said" | "items">;

function sentences(locale: Locale, said: SearchSaid, place: string, q: string) {
  const t = serverT(locale);
  const heading = {
    for: t("shop.heading.for", { place }),
    text: t("shop.heading.text", { q }),
    covering: t("shop.heading.covering", { place }),
    global: t("shop.heading.global"),
  }[said.heading];
  const global = t("shop.notice.global");
  const notice =
    said.notice === "nearest"
      ? t("shop.notice.nearest", { q, place })
      : said.notice === "filters"
        ? `${t("shop.notice.filters", { place })} ${global}`
        : said.notice === "unknown"
          ? `${t("shop.notice.unknown", { q })} ${global}`
          : null;
  return { heading, notice };
}

/**
 * The shop's answer in the page's language: the heading and notice said again from what the search
 * found (the service's English sentences stay for English, word for word), and every place named in
 * the language.
 */
export function localShop<R extends ShopResult>(locale: Locale, result: R, q: string): R {
  if (locale === "en") return result;
  const destination = result.destination && {
    ...result.destination,
    name: placeName(locale, result.destination),
  };
  const place = result.said?.region ? regionName(locale, result.said.region) : (destination?.name ?? "");
  const said = result.said ? sentences(locale, result.said, place, q) : {};
  return { ...result, ...said, destination, items: localPlans(locale, result.items) };
}
