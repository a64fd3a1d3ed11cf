import { type MessageKey, type Translate, useT } from "~/lib/i18n";
import { formatRm } from "~/lib/money";
import { unitPrice } from "~/lib/plan-format";
import { REGION_BY_SLUG } from "~/schemas/catalogue-vocabulary";
import type { ProductDto } from "~/schemas/product";

const REGION_KEYS = new Map<string, MessageKey>(
  Object.entries(REGION_BY_SLUG).map(([slug, region]) => [region, `place.region.${slug}` as MessageKey]),
);

/**
 * A plan's fixed words in the page's language (the pages send `planCard` and `place`): its type,
 * region, data, duration and unit price. Its name and coverage come from the loader as they are.
 * `meta` passes its own translator (metaT); components use usePlanWords.
 */
export function planWords(t: Translate) {
  return {
    type: (type: ProductDto["type"]) => (type === "Physical SIM" ? t("planCard.type.physical") : type),
    region: (region: string) => {
      const key = REGION_KEYS.get(region);
      return key ? t(key) : region;
    },
    data: (plan: Pick<ProductDto, "data" | "dataMb">) =>
      plan.dataMb === null ? t("planCard.unlimited") : plan.data,
    duration: (plan: Pick<ProductDto, "durationDays">) => t("planCard.days", { count: plan.durationDays }),
    unitPrice: (plan: Pick<ProductDto, "priceSen" | "dataMb" | "durationDays">) => {
      const { sen, unit } = unitPrice(plan);
      return unit === "day" ? t("planCard.perDay", { price: formatRm(sen) }) : `${formatRm(sen)} / GB`;
    },
  };
}

export function usePlanWords() {
  return planWords(useT());
}
