import type { RouterContextProvider } from "react-router";
import type { TopupOfferView } from "../../app/schemas/esim";
import { TopupRequestSchema } from "../../app/schemas/topups";
import type { CustomerSession } from "../auth/session";
import { esimSupplierFor } from "../integrations/esim";
import { paymentConfig } from "../services/payments/config";
import { ownerTopupOffers } from "../services/topups/offers";
import { startTopup } from "../services/topups/start";
import { clientAddress } from "./client-address.server";
import { appContext } from "./context.server";
import { orNotFoundPage } from "./errors.server";
import { returnBase } from "./locale-redirect.server";
import { requestLocale } from "./messages.server";

/** The top-up page: the owner's offers for this eSIM (404 page for anyone else's) and whether cards work. */
export async function loadTopupPage(
  context: Readonly<RouterContextProvider>,
  userId: number,
  iccid: string,
): Promise<{ iccid: string; offers: TopupOfferView[]; payments: boolean }> {
  const { db, env, config } = context.get(appContext);
  const offers = await orNotFoundPage(
    ownerTopupOffers(db, esimSupplierFor(config, env.SUPPLIER_KV), { userId, iccid }),
  );
  return { iccid, offers, payments: (await paymentConfig(db, env)).keys !== null };
}

/** "Buy" on the top-up page: the order and its Stripe page, or the field error of the choice. */
export async function topupFromForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { customer, iccid }: { customer: CustomerSession; iccid: string },
) {
  const { db, env, config } = context.get(appContext);
  const parsed = TopupRequestSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { ok: false as const, error: parsed.error };
  const result = await startTopup(db, env, esimSupplierFor(config, env.SUPPLIER_KV), {
    customer,
    iccid,
    topupId: parsed.data.topupId as number,
    // Stripe sends the customer back in the language of the page they bought on.
    origin: returnBase(request, context),
    locale: requestLocale(context),
    client: clientAddress(request),
  });
  return { ok: true as const, ...result };
}
