import { Link } from "react-router";
import { Globe2 } from "~/components/ui/icons";
import { useLocalePath, useT } from "~/lib/i18n";
import { formatRm } from "~/lib/money";
import type { ProductDto } from "~/schemas/product";
import { AddToCartForm } from "./add-to-cart-form";
import { PlanFacts } from "./plan/plan-facts";
import { usePlanWords } from "./plan/plan-words";

export type PlanCardProduct = Pick<
  ProductDto,
  | "id"
  | "slug"
  | "name"
  | "type"
  | "region"
  | "coverage"
  | "duration"
  | "durationDays"
  | "data"
  | "dataMb"
  | "priceSen"
  | "originalPriceSen"
  | "popular"
  | "image"
  | "destinations"
  | "networks"
  | "speed"
  | "hotspot"
  | "validityStart"
  | "topUp"
>;

const KIND_LABEL = {
  local: "planCard.kind.local",
  regional: "planCard.kind.regional",
  global: "planCard.kind.global",
} as const;

/** Flags and a name that say where the plan works: "🇯🇵 Japan", or the region with a few flags. */
export function planDestinationLabel(product: Pick<PlanCardProduct, "destinations" | "name" | "region">) {
  const [only] = product.destinations;
  if (product.destinations.length === 1 && only) return { flags: only.flag, name: only.name };
  const flags =
    product.region === "Global"
      ? "🌍"
      : product.destinations
          .slice(0, 3)
          .map((d) => d.flag)
          .join("");
  return { flags, name: product.name };
}

export function PlanCard({
  product,
  kind,
}: {
  product: PlanCardProduct;
  /** Said on the card when the list is for one destination (local, regional or global plan). */
  kind?: keyof typeof KIND_LABEL;
  eager?: boolean;
}) {
  const saving =
    product.originalPriceSen && product.originalPriceSen > product.priceSen
      ? Math.round(((product.originalPriceSen - product.priceSen) / product.originalPriceSen) * 100)
      : 0;
  const where = planDestinationLabel(product);
  const t = useT();
  const href = useLocalePath();
  const words = usePlanWords();
  return (
    <article
      data-testid="plan-card"
      className="relative flex w-full flex-col rounded-card border border-line bg-white p-4 shadow-card"
    >
      {/* Wraps rather than overflows: a regional plan's flags and two badges do not fit 390 px. */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden="true"
            className="shrink-0 text-2xl leading-none whitespace-nowrap"
            data-testid="plan-flags"
          >
            {where.flags}
          </span>
          <h2 className="min-w-0 text-lg leading-snug font-bold break-words">
            <Link
              to={href(`/plans/${product.slug}`)}
              className="underline-offset-2 hover:text-primary-800 hover:underline"
              data-testid="plan-link"
            >
              {product.name}
            </Link>
          </h2>
        </div>
        <div className="flex shrink-0 gap-1.5">
          {kind && (
            <span
              className="rounded-full bg-primary-50 px-2.5 py-1 text-xs font-semibold text-primary-800"
              data-testid="plan-coverage-kind"
            >
              {t(KIND_LABEL[kind])}
            </span>
          )}
          {product.popular && (
            <span className="rounded-full bg-accent-600 px-2.5 py-1 text-xs font-bold text-white">
              {t("planCard.popular")}
            </span>
          )}
        </div>
      </div>
      <p className="mt-2 text-2xl font-extrabold tracking-tight">
        <span data-testid="plan-data">{words.data(product)}</span>
        <span className="text-subtle"> · </span>
        <span data-testid="plan-days">{words.duration(product)}</span>
      </p>
      <p className="mt-1 text-xs font-medium text-muted" data-testid="plan-kind">
        {words.type(product.type)} · {words.region(product.region)}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 text-xs text-muted">
        <Chip icon={<Globe2 aria-hidden="true" className="size-3.5" />} text={product.coverage} />
      </ul>
      <PlanFacts product={product} compact className="mt-3" />
      <div className="mt-auto pt-4">
        <div className="flex items-end justify-between gap-3">
          <p className="tabular text-2xl font-bold text-ink" data-testid="plan-price">
            {formatRm(product.priceSen)}
          </p>
          <p className="tabular text-sm text-muted" data-testid="plan-unit-price">
            {words.unitPrice(product)}
          </p>
        </div>
        {saving > 0 && product.originalPriceSen && (
          <p className="tabular text-sm">
            <span className="sr-only">{t("planCard.was")} </span>
            <s className="text-subtle">{formatRm(product.originalPriceSen)}</s>{" "}
            <span className="font-semibold text-accent-700">{t("planCard.save", { percent: saving })}</span>
          </p>
        )}
        {/* No partner-site link here: a card sells in this shop (SPEC.md's card link is dropped, decision 0036). */}
        <AddToCartForm productId={product.id} productName={product.name} className="mt-3" />
      </div>
    </article>
  );
}

function Chip({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-canvas px-2.5 py-1 ring-1 ring-line ring-inset">
      {icon}
      {text}
    </li>
  );
}
