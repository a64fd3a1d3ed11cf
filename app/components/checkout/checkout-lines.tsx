import { useLocale, useT } from "~/lib/i18n";
import { formatRm } from "~/lib/money";

interface CheckoutLine {
  id: number;
  quantity: number;
  lineTotalSen: number;
  product: { name: string; data: string; duration: string; durationDays: number; priceSen: number };
}

/** The order summary's lines on the checkout page: what is being paid for, one row a plan. */
export function CheckoutLines({ lines }: { lines: readonly CheckoutLine[] }) {
  const t = useT();
  // English shows the plan's own duration text; the other languages count its days in their words.
  const english = useLocale() === "en";
  return (
    <ul
      className="mt-4 flex flex-col gap-3 border-b border-line pb-4 text-sm"
      aria-label={t("checkout.lines")}
    >
      {lines.map((line) => (
        <li key={line.id} className="flex justify-between gap-3" data-testid="checkout-line">
          <span className="min-w-0">
            <span className="font-medium">{line.product.name}</span>{" "}
            <span className="text-muted">
              · {line.product.data} ·{" "}
              {english ? line.product.duration : t("cart.line.days", { count: line.product.durationDays })}
            </span>
            <span className="block text-muted tabular">
              {line.quantity} × {formatRm(line.product.priceSen)}
            </span>
          </span>
          <span className="tabular font-semibold">{formatRm(line.lineTotalSen)}</span>
        </li>
      ))}
    </ul>
  );
}
