import { Link } from "react-router";
import { PrintButton, ReceiptDocument } from "~/components/account/receipt-document";
import { ArrowLeft } from "~/components/ui/icons";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { pageTitle, useBrandName } from "~/lib/seo";
import { customerSessionGuard } from "../../worker/web/guards/customer-route.server";
import { pageMessages } from "../../worker/web/language/messages.server";
import { receiptPage } from "../../worker/web/pages/orders/receipts.server";
import type { Route } from "./+types/my-orders.receipt";

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  {
    title: pageTitle(
      matches,
      metaT({ location, matches })("receipt.metaTitle", { number: loaderData?.receipt.number ?? "" }),
    ),
  },
];

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await receiptPage(context, params.id);
  return { ...page, ...pageMessages(context, "receipt", "orders", "credit") };
}

/** A paid order's receipt for its owner: printable on A4, with the credit notes of its refunds. */
export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { receipt, times } = loaderData;
  const t = useT();
  const href = useLocalePath();
  const brand = useBrandName() ?? "";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={href(`/my-orders/${receipt.orderId}`)}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("receipt.back", { id: String(receipt.orderId) })}
        </Link>
        <PrintButton />
      </div>
      <ReceiptDocument receipt={receipt} times={times} brand={brand} />
    </div>
  );
}
