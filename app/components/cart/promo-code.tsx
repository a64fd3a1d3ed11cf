import { useId } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Tag, X } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";
import { useLocalePath, useT } from "~/lib/i18n";
import type { CartSummary } from "~/schemas/cart";
import { promoDescription, promoReasonText } from "./promo-words";

/**
 * The cart's code field (decision 0048): a form to the cart's action, so it works without
 * JavaScript. With a code applied, the code and its Remove button; a code that no longer applies
 * stays, with the reason, until removed or until the cart qualifies again.
 */
export function PromoCode({ summary }: { summary: CartSummary }) {
  const t = useT();
  const id = useId();
  const href = useLocalePath();
  const fetcher = useFetcher({ key: "cart-promo" });
  const pending = fetcher.state !== "idle";
  const code = summary.promo?.code ?? summary.promoDropped?.code;
  const dropped = promoReasonText(t, summary.promoDropped);
  const back = <input type="hidden" name="redirectTo" value={href("/cart")} />;
  if (code) {
    return (
      <div
        className="rounded-control border border-line bg-primary-50/60 p-3 text-sm"
        data-testid="promo-applied"
      >
        <fetcher.Form
          method="post"
          action={href("/cart")}
          className="flex items-center justify-between gap-2"
        >
          <input type="hidden" name="intent" value="promo-remove" />
          {back}
          <span className="flex min-w-0 items-center gap-2">
            <Tag aria-hidden="true" className="size-4 shrink-0 text-primary-700" />
            <span className="min-w-0">
              <span className="font-mono font-semibold break-all">{code}</span>
              {summary.promo && (
                <span className="block text-muted">{promoDescription(t, summary.promo)}</span>
              )}
            </span>
          </span>
          <button
            type="submit"
            disabled={pending}
            className="inline-flex min-h-11 items-center gap-1 rounded-control px-2 font-medium text-primary-700 hover:bg-primary-50"
            aria-label={t("promo.removeLabel", { code })}
          >
            <X aria-hidden="true" className="size-4" /> {t("promo.remove")}
          </button>
        </fetcher.Form>
        {dropped && (
          <p className="mt-2 text-warning-800" role="status" data-testid="promo-dropped">
            {dropped}
          </p>
        )}
      </div>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={href("/cart")}
      className="flex flex-col gap-1.5"
      data-testid="promo-form"
    >
      <input type="hidden" name="intent" value="promo-apply" />
      {back}
      <label htmlFor={`${id}-code`} className="text-sm font-medium">
        {t("promo.label")}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          className={`${inputClass()} min-w-0 flex-1 uppercase`}
          placeholder={t("promo.placeholder")}
        />
        <button type="submit" disabled={pending} className={buttonClass("secondary", "md", "shrink-0")}>
          {t("promo.apply")}
        </button>
      </div>
    </fetcher.Form>
  );
}
