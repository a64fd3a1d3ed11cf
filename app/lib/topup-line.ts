import { iccidTail } from "../schemas/topups";
import { formatData } from "./plan-format";
import type { Translate } from "./translate";

/** A top-up's figures, as its catalogue item holds them (null data: unlimited). */
export interface TopupFigures {
  dataMb: number | null;
  days: number;
}

/** "1 GB" or "unlimited data", in the reader's language. */
export const topupData = (t: Translate, dataMb: number | null) =>
  dataMb === null ? t("orders.unlimitedData") : formatData(dataMb);

/**
 * A top-up line in the reader's language, built from its parts: "Top-up for eSIM …1234 – 1 GB,
 * 7 days". The English name the line keeps is for Stripe's page and staff.
 */
export function topupLineText(t: Translate, iccid: string, figures: TopupFigures): string {
  return t("orders.topupLine", {
    tail: iccidTail(iccid),
    data: topupData(t, figures.dataMb),
    days: figures.days,
  });
}
