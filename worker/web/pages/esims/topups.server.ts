import { type RouterContextProvider, redirect } from "react-router";
import type { TopupOfferView } from "../../../../app/schemas/esim";
import { TopupRequestSchema } from "../../../../app/schemas/topups";
import type { CustomerSession } from "../../../auth/session";
import { esimSupplierFor } from "../../../integrations/esim";
import { paymentConfig } from "../../../services/payments/config";
import { ownerTopupOffers } from "../../../services/topups/offers";
import { startTopup } from "../../../services/topups/start";
import { formIntent } from "../../forms/form-action.server";
import { clientAddress } from "../../http/client-address.server";
import { appContext } from "../../http/context.server";
import { orNotFoundPage } from "../../http/errors.server";
import { returnBase } from "../../language/locale-redirect.server";
import { requestLocale } from "../../language/messages.server";

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

/** "Buy" on the top-up page: the order and its Stripe page; a wrong choice is the schema's field error. */
export function topupIntent(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { customer, iccid }: { customer: CustomerSession; iccid: string },
) {
  return formIntent({
    schema: TopupRequestSchema,
    run: async (input) => {
      const { db, env, config } = context.get(appContext);
      const result = await startTopup(db, env, esimSupplierFor(config, env.SUPPLIER_KV), {
        customer,
        iccid,
        topupId: input.topupId as number,
        // Stripe sends the customer back in the language of the page they bought on.
        origin: returnBase(request, context),
        locale: requestLocale(context),
        client: clientAddress(request),
      });
      return redirect(result.url, 303);
    },
  });
}
