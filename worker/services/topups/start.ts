import type { Locale } from "../../../app/lib/locale";
import { formatData } from "../../../app/lib/plan-format";
import { topupLineText } from "../../../app/lib/topup-line";
import { topupLineName } from "../../../app/schemas/topups";
import type { CustomerSession } from "../../auth/session";
import type { Database } from "../../db/client";
import { serverT } from "../../i18n/catalogues";
import type { EsimSupplier } from "../../integrations/esim";
import { cancelEarlierCheckouts, limitCheckouts } from "../checkout/guards";
import { type CheckoutResult, openPaymentOrder } from "../checkout/payment-order";
import { assertEmailVerifiedForCheckout } from "../checkout/verification";
import { InvalidError, UnavailableError } from "../errors";
import { paymentConfig } from "../payments/config";
import { ownedIssuedEsim, topupOffersFor } from "./offers";

export interface TopupStart {
  customer: CustomerSession;
  iccid: string;
  topupId: number;
  /** The site's origin, for Stripe's return URLs. */
  origin: string;
  /** The language of the page bought from, which Stripe's page names the top-up in; English by default. */
  locale?: Locale;
  /** The client's address, for the checkout rate limit. */
  client: string;
  now?: number;
}

/**
 * "Buy" on a top-up: an order of its own for that one eSIM, paid on Stripe's page exactly as a
 * checkout is (same guards, same order writing, same session). Only a top-up the supplier offers
 * for this eSIM now and staff have priced can be bought, at the price staff set.
 */
export async function startTopup(
  db: Database,
  env: Env,
  supplier: EsimSupplier,
  start: TopupStart,
): Promise<CheckoutResult> {
  const { customer, iccid, topupId, origin, client, now = Date.now() } = start;
  const esim = await ownedIssuedEsim(db, { userId: customer.user.id, iccid });
  const config = await paymentConfig(db, env);
  if (!config.keys)
    throw new UnavailableError({ key: "forms.card_payments_are_not_configured_yet_demo_mode" });
  await assertEmailVerifiedForCheckout(db, customer.user.id);
  const offer = (await topupOffersFor(db, supplier, esim.iccid)).find((o) => o.id === topupId);
  if (!offer)
    throw new InvalidError({ key: "forms.this_top_up_is_not_offered_for_this_esim" }, { field: "topupId" });
  await limitCheckouts(db, customer.user.id, client, now);
  await cancelEarlierCheckouts(db, env, customer.user.id, now);
  const user = customer.user;
  const locale = start.locale ?? "en";
  const t = serverT(locale);
  // Its name in each language is built from its parts (the eSIM, the data and days), kept with the line.
  const figures = { dataMb: offer.dataMb, days: offer.days };
  return openPaymentOrder(db, {
    keys: config.keys,
    customer: {
      userId: user.id,
      email: user.email,
      name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username,
    },
    lines: [
      {
        productId: offer.id,
        productName: topupLineName(esim.iccid, offer.name),
        productNameMs: topupLineText(serverT("ms"), esim.iccid, figures),
        productNameZh: topupLineText(serverT("zh-Hans"), esim.iccid, figures),
        productType: "eSIM",
        priceSen: offer.priceSen,
        quantity: 1,
        description: `${t("checkout.stripe.topup")} · ${offer.dataMb === null ? t("planCard.unlimited") : formatData(offer.dataMb)} · ${t("planCard.days", { count: offer.days })}`,
      },
    ],
    order: { kind: "topup", topupIccid: esim.iccid },
    note: "Top-up started",
    origin,
    locale,
    now,
  });
}
