import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Printer } from "~/components/ui/icons";
import { formatMalaysiaTime } from "~/lib/dates";
import { useBrandName } from "~/lib/seo";
import type { PackingSlip } from "~/schemas/admin/packing-slip";

/** The order number as Code 128, drawn from the server's bars; scales to the slip's width. */
function Barcode({ barcode }: { barcode: PackingSlip["barcode"] }) {
  return (
    <svg
      role="img"
      aria-label={`Barcode of order ${barcode.text}`}
      data-testid="slip-barcode"
      viewBox={`0 0 ${barcode.width} 40`}
      preserveAspectRatio="none"
      className="h-14 w-full max-w-72"
      shapeRendering="crispEdges"
    >
      <rect width={barcode.width} height="40" fill="white" />
      {barcode.bars.map(([x, width]) => (
        <rect key={x} x={x} width={width} height="40" fill="black" />
      ))}
    </svg>
  );
}

function Slip({ slip, brand }: { slip: PackingSlip; brand: string }) {
  return (
    <article
      data-testid="packing-slip"
      className="break-after-page rounded-card border border-line bg-white p-5 text-sm text-ink shadow-card print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex items-start justify-between gap-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{brand} · Packing slip</p>
          <h2 className="text-2xl font-bold">Order #{slip.orderId}</h2>
          {slip.paidAt && <p className="text-muted">Paid {formatMalaysiaTime(slip.paidAt)}</p>}
        </div>
      </header>
      {/* As wide as the bars, so the number sits under them, not under the page's middle. */}
      <div className="mt-3 max-w-72">
        <Barcode barcode={slip.barcode} />
        <p className="text-center font-mono text-xs tracking-widest">{slip.barcode.text}</p>
      </div>
      <section className="mt-4" aria-label="Ship to">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">Ship to</p>
        <address className="mt-1 not-italic text-base leading-snug" data-testid="slip-address">
          <span className="block font-bold">{slip.recipient}</span>
          {slip.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          {slip.phone && <span className="block tabular">Tel {slip.phone}</span>}
        </address>
      </section>
      <table className="mt-4 w-full border-t border-line">
        <thead>
          <tr className="text-left text-xs uppercase text-muted">
            <th className="py-1 font-semibold">Item</th>
            <th className="py-1 text-right font-semibold">Qty</th>
          </tr>
        </thead>
        <tbody>
          {slip.lines.map((line) => (
            <tr key={line.name} className="border-t border-line">
              <td className="py-1">{line.name}</td>
              <td className="py-1 text-right tabular">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/**
 * One order's or one day's packing slips, one per page of A6 (a label printer's) or A4 paper. The
 * admin shell is left out of the print by app.css (`data-print-slips`); the paper size is set here.
 */
export function PackingSlips({
  slips,
  size,
  day,
}: {
  slips: PackingSlip[];
  size: "a6" | "a4";
  day: string | null;
}) {
  const brand = useBrandName() ?? "";
  const here = (paper: "a6" | "a4") =>
    `?${new URLSearchParams({ ...(day ? { day } : { order: String(slips[0]?.orderId ?? "") }), size: paper })}`;
  return (
    <div data-print-slips className="mx-auto max-w-3xl space-y-4 p-4">
      <style>{`@media print { @page { size: ${size.toUpperCase()}; margin: ${size === "a6" ? "6mm" : "14mm"}; } }`}</style>
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <h1 className="mr-auto text-xl font-bold">
          {day ? `Packing slips for ${day}` : `Packing slip, order #${slips[0]?.orderId}`} ({slips.length})
        </h1>
        {(["a6", "a4"] as const).map((paper) => (
          <Link
            key={paper}
            to={here(paper)}
            aria-current={paper === size ? "page" : undefined}
            className={buttonClass(paper === size ? "primary" : "secondary", "sm")}
          >
            {paper.toUpperCase()}
          </Link>
        ))}
        <button type="button" className={buttonClass("secondary", "sm")} onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" /> Print
        </button>
      </div>
      {slips.length === 0 ? (
        <p className="text-muted">No Physical SIM orders were paid on this day.</p>
      ) : (
        slips.map((slip) => <Slip key={slip.orderId} slip={slip} brand={brand} />)
      )}
    </div>
  );
}
