import { useFetcher } from "react-router";
import { Minus, Plus, Trash2 } from "~/components/ui/icons";
import { useLocale, useLocalePath, useT } from "~/lib/i18n";
import { formatRm } from "~/lib/money";
import { type CartLine, MAX_LINE_QUANTITY } from "~/schemas/cart";

const stepClass =
  "inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-40";

/** One cart line: − / + never go below 1 (removing is its own button), optimistic while saving. */
export function CartLineItem({ line }: { line: CartLine }) {
  const fetcher = useFetcher({ key: `cart-line-${line.id}` });
  const t = useT();
  const href = useLocalePath();
  // English keeps the plan's own words ("7 Days"); the other languages count the days.
  const duration =
    useLocale() === "en" ? line.product.duration : t("cart.line.days", { count: line.product.durationDays });
  const { product } = line;
  const pending = fetcher.formData;
  const removing = pending?.get("intent") === "remove";
  const quantity = pending?.get("intent") === "update" ? Number(pending.get("quantity")) : line.quantity;
  // A Physical SIM stops at what one customer may hold unpaid (decision 0063), every plan at 99.
  const most = Math.min(MAX_LINE_QUANTITY, line.holdLimit ?? MAX_LINE_QUANTITY);
  const overHold = line.holdLimit !== undefined && quantity > line.holdLimit;

  const hidden = (
    <>
      <input type="hidden" name="itemId" value={line.id} />
      <input type="hidden" name="redirectTo" value={href("/cart")} />
    </>
  );

  return (
    <li
      data-testid="cart-line"
      className="flex gap-4 rounded-card border border-line bg-white p-4 shadow-card"
      hidden={removing}
    >
      <img
        src={product.image}
        alt=""
        width={128}
        height={56}
        loading="lazy"
        className="aspect-[16/7] w-20 shrink-0 self-start rounded-control bg-primary-50 object-cover sm:w-32"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-semibold">{product.name}</h2>
            <p className="text-sm text-muted">
              {product.coverage} · {duration} · {product.data}
            </p>
          </div>
          <div className="text-right">
            <p className="tabular font-bold whitespace-nowrap">{formatRm(product.priceSen)}</p>
            {product.originalPriceSen !== null && product.originalPriceSen > product.priceSen && (
              <p className="tabular text-sm whitespace-nowrap text-subtle">
                <span className="sr-only">{t("cart.line.was")} </span>
                <s>{formatRm(product.originalPriceSen)}</s>
              </p>
            )}
          </div>
        </div>
        {/* Wraps on narrow phones so the stepper and Remove never push the card past the screen. */}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="flex items-center rounded-control ring-1 ring-line ring-inset">
            <fetcher.Form method="post" action="/cart" preventScrollReset>
              {hidden}
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="quantity" value={Math.max(1, quantity - 1)} />
              <button
                type="submit"
                className={stepClass}
                disabled={quantity <= 1}
                aria-label={t("cart.line.decrease", { name: product.name })}
              >
                <Minus aria-hidden="true" className="size-4" />
              </button>
            </fetcher.Form>
            <output
              className="tabular w-8 text-center font-semibold"
              aria-label={t("cart.line.quantity", { name: product.name })}
              data-testid="line-quantity"
            >
              {quantity}
            </output>
            <fetcher.Form method="post" action="/cart" preventScrollReset>
              {hidden}
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="quantity" value={quantity + 1} />
              <button
                type="submit"
                className={stepClass}
                disabled={quantity >= most}
                aria-label={t("cart.line.increase", { name: product.name })}
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </fetcher.Form>
          </div>
          <fetcher.Form method="post" action="/cart" preventScrollReset>
            {hidden}
            <input type="hidden" name="intent" value="remove" />
            <button
              type="submit"
              className="inline-flex h-11 items-center gap-1.5 rounded-control px-3 text-sm font-medium text-danger-700 hover:bg-danger-50"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t("cart.line.remove")}
              <span className="sr-only"> {product.name}</span>
            </button>
          </fetcher.Form>
        </div>
        {line.holdLimit !== undefined && quantity >= line.holdLimit && (
          <p
            className={overHold ? "text-sm font-medium text-danger-700" : "text-sm text-muted"}
            role={overHold ? "alert" : undefined}
            data-testid="hold-limit"
          >
            {t("cart.line.holdLimit", { count: line.holdLimit })}
          </p>
        )}
      </div>
    </li>
  );
}
