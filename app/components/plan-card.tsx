import { CalendarDays, ExternalLink, Globe2, Signal } from "lucide-react";
import { Link } from "react-router";
import { formatRm } from "~/lib/money";
import type { ProductDto } from "../../worker/services/products";
import { AddToCartForm } from "./add-to-cart-form";

export type PlanCardProduct = Pick<
  ProductDto,
  | "id"
  | "slug"
  | "name"
  | "type"
  | "region"
  | "coverage"
  | "duration"
  | "data"
  | "priceSen"
  | "originalPriceSen"
  | "popular"
  | "image"
  | "purchaseUrl"
>;

export function PlanCard({ product, eager = false }: { product: PlanCardProduct; eager?: boolean }) {
  const saving =
    product.originalPriceSen && product.originalPriceSen > product.priceSen
      ? Math.round(((product.originalPriceSen - product.priceSen) / product.originalPriceSen) * 100)
      : 0;
  return (
    <article
      data-testid="plan-card"
      className="relative flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
    >
      {product.popular && (
        <span className="absolute top-3 right-3 z-10 rounded-full bg-accent-600 px-2.5 py-1 text-xs font-bold text-white shadow-sm">
          Popular
        </span>
      )}
      <img
        src={product.image}
        alt=""
        width={640}
        height={280}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className="aspect-[16/7] w-full bg-primary-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p
            className="text-xs font-semibold tracking-wide text-primary-700 uppercase"
            data-testid="plan-kind"
          >
            {product.type} · {product.region}
          </p>
          <h2 className="mt-1 text-lg leading-snug font-bold">
            <Link
              to={`/plans/${product.slug}`}
              className="underline-offset-2 hover:text-primary-800 hover:underline"
              data-testid="plan-link"
            >
              {product.name}
            </Link>
          </h2>
          <p className="mt-1 text-2xl font-extrabold tracking-tight" data-testid="plan-data">
            {product.data}
          </p>
        </div>
        <ul className="flex flex-wrap gap-2 text-xs text-muted">
          <Chip icon={<CalendarDays aria-hidden="true" className="size-3.5" />} text={product.duration} />
          <Chip icon={<Globe2 aria-hidden="true" className="size-3.5" />} text={product.coverage} />
          <Chip icon={<Signal aria-hidden="true" className="size-3.5" />} text={product.type} />
        </ul>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <div>
            <p className="tabular text-2xl font-bold text-ink" data-testid="plan-price">
              {formatRm(product.priceSen)}
            </p>
            {saving > 0 && product.originalPriceSen && (
              <p className="tabular text-sm">
                <span className="sr-only">Was </span>
                <s className="text-subtle">{formatRm(product.originalPriceSen)}</s>{" "}
                <span className="font-semibold text-accent-600">Save {saving}%</span>
              </p>
            )}
          </div>
          <a
            href={product.purchaseUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-11 items-center gap-1.5 rounded-control bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
          >
            Buy now
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{product.name} (opens in a new tab)</span>
          </a>
        </div>
        <AddToCartForm productId={product.id} productName={product.name} />
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
