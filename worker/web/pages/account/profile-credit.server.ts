import type { RouterContextProvider } from "react-router";
import { formatMalaysiaDayIn } from "../../../../app/lib/dates-i18n";
import { formatRm } from "../../../../app/lib/money";
import { creditSummary } from "../../../services/credit/ledger";
import { referralCodeOf } from "../../../services/credit/referral";
import { appContext } from "../../http/context.server";
import { requestLocale } from "../../language/messages.server";

type LoaderContext = Readonly<RouterContextProvider>;

/** The profile's credit card: the referral link, the balance and the statement, dated in the page's language. */
export async function profileCredit(request: Request, context: LoaderContext, userId: number) {
  const { db } = context.get(appContext);
  const locale = requestLocale(context);
  const [summary, code] = await Promise.all([creditSummary(db, userId), referralCodeOf(db, userId)]);
  return {
    link: `${new URL(request.url).origin}/r/${code}`,
    balance: formatRm(summary.balanceSen),
    entries: summary.entries.map((entry) => ({
      date: formatMalaysiaDayIn(locale, entry.createdAt),
      reason: entry.reason,
      note: entry.note,
      orderId: entry.orderId,
      amount: formatRm(entry.amountSen),
      expires: entry.expiresAt ? formatMalaysiaDayIn(locale, entry.expiresAt) : null,
      owed: entry.owedSen ? formatRm(entry.owedSen) : null,
    })),
  };
}
