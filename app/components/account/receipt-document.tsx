import { buttonClass } from "~/components/ui/button";
import { Printer } from "~/components/ui/icons";
import { useT } from "~/lib/i18n";
import { formatRm } from "~/lib/money";
import type { ReceiptDto } from "~/schemas/receipts";

export interface ReceiptTimes {
  issued: string;
  creditNotes: Record<string, string>;
}

/**
 * The receipt as a document: on screen a white sheet, printed an A4 page (the frame around it is
 * hidden by app.css's print rules when `data-print-document` is on the page).
 */
export function ReceiptDocument({
  receipt,
  times,
  brand,
}: {
  receipt: ReceiptDto;
  times: ReceiptTimes;
  brand: string;
}) {
  const t = useT();
  const { seller } = receipt;
  return (
    <article
      data-print-document
      aria-labelledby="receipt-title"
      className="rounded-card border border-line bg-white p-6 shadow-card sm:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-col gap-6 sm:flex-row sm:justify-between print:flex-row print:justify-between">
        <div className="text-sm">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t("receipt.from")}</p>
          <p className="mt-1 text-base font-bold" data-testid="seller-name">
            {seller.legalName || brand}
          </p>
          {seller.registrationNumber && (
            <p>{t("receipt.registration", { number: seller.registrationNumber })}</p>
          )}
          {seller.address && <p className="whitespace-pre-line">{seller.address}</p>}
          <p>
            {seller.sstNumber
              ? t("receipt.sstNumber", { number: seller.sstNumber })
              : t("receipt.notSstRegistered")}
          </p>
        </div>
        <div className="sm:text-right print:text-right">
          <h1 id="receipt-title" className="text-3xl font-bold tracking-tight">
            {t("receipt.title")}
          </h1>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:justify-end print:justify-end">
            <dt className="text-muted">{t("receipt.number")}</dt>
            <dd className="font-semibold tabular" data-testid="receipt-number">
              {receipt.number}
            </dd>
            <dt className="text-muted">{t("receipt.issued")}</dt>
            <dd>
              <time dateTime={receipt.issuedAt}>{times.issued}</time>
            </dd>
            <dt className="text-muted">{t("receipt.order")}</dt>
            <dd>{t("receipt.orderNumber", { id: String(receipt.orderId) })}</dd>
          </dl>
        </div>
      </header>

      <section className="mt-8 text-sm" aria-labelledby="billed-to">
        <h2 id="billed-to" className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t("receipt.billedTo")}
        </h2>
        <p className="mt-1 font-medium">{receipt.buyer.name}</p>
        <p className="break-all">{receipt.buyer.email}</p>
      </section>

      <ReceiptLines receipt={receipt} />
      <ReceiptTotals receipt={receipt} />
      {receipt.creditNotes.length > 0 && <CreditNotes receipt={receipt} times={times} />}
      <p className="mt-10 border-t border-line pt-4 text-xs text-muted">{t("receipt.thanks")}</p>
    </article>
  );
}

function ReceiptLines({ receipt }: { receipt: ReceiptDto }) {
  const t = useT();
  return (
    <table className="mt-8 w-full text-sm">
      <thead>
        <tr className="border-b border-ink text-left">
          <th scope="col" className="py-2 pr-2 font-semibold">
            {t("receipt.item")}
          </th>
          <th scope="col" className="px-2 py-2 text-right font-semibold">
            {t("receipt.quantity")}
          </th>
          <th
            scope="col"
            className="hidden px-2 py-2 text-right font-semibold sm:table-cell print:table-cell"
          >
            {t("receipt.unitPrice")}
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-semibold">
            {t("receipt.amount")}
          </th>
        </tr>
      </thead>
      <tbody>
        {receipt.lines.map((line, index) => (
          // Lines have no id of their own on a receipt; their order is fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: the receipt's lines never reorder
          <tr key={index} className="border-b border-line align-top" data-testid="receipt-line">
            <td className="py-2 pr-2">
              <p className="font-medium">{line.name}</p>
              <p className="text-xs text-muted">{line.type}</p>
            </td>
            <td className="px-2 py-2 text-right tabular">{line.quantity}</td>
            <td className="hidden px-2 py-2 text-right tabular sm:table-cell print:table-cell">
              {formatRm(line.unitPriceSen)}
            </td>
            <td className="py-2 pl-2 text-right tabular">{formatRm(line.amountSen)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ReceiptTotals({ receipt }: { receipt: ReceiptDto }) {
  const t = useT();
  const row = "flex justify-between gap-4";
  const { sst } = receipt;
  return (
    <dl className="mt-4 ml-auto flex max-w-sm flex-col gap-2 text-sm">
      <div className={row}>
        <dt className="text-muted">{t("receipt.subtotal")}</dt>
        <dd className="tabular">{formatRm(receipt.subtotal.amountSen)}</dd>
      </div>
      {receipt.discount.amountSen > 0 && (
        <div className={row}>
          <dt className="text-muted">
            {receipt.promoCode
              ? t("receipt.discountCode", { code: receipt.promoCode })
              : t("receipt.discount")}
          </dt>
          <dd className="tabular" data-testid="receipt-discount">
            −{formatRm(receipt.discount.amountSen)}
          </dd>
        </div>
      )}
      {receipt.referralDiscount.amountSen > 0 && (
        <div className={row}>
          <dt className="text-muted">{t("credit.referralLine")}</dt>
          <dd className="tabular" data-testid="receipt-referral">
            −{formatRm(receipt.referralDiscount.amountSen)}
          </dd>
        </div>
      )}
      <div className={`${row} border-t border-ink pt-2 text-base`}>
        <dt className="font-semibold">{t("receipt.total")}</dt>
        <dd className="tabular font-bold" data-testid="receipt-total">
          {formatRm(receipt.total.amountSen)}
        </dd>
      </div>
      {receipt.credit.amountSen > 0 && (
        <div className={row}>
          <dt className="text-muted">{t("credit.paidWith")}</dt>
          <dd className="tabular" data-testid="receipt-credit">
            {formatRm(receipt.credit.amountSen)}
          </dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-muted">{t("receipt.sst")}</dt>
        <dd className="text-right" data-testid="receipt-sst">
          {sst.ratePercent
            ? t("receipt.sstIncluded", { amount: formatRm(sst.amountSen), rate: String(sst.ratePercent) })
            : t("receipt.notSstRegistered")}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted">{t("receipt.paidBy")}</dt>
        <dd className="text-right" data-testid="receipt-method">
          <PaymentMethod receipt={receipt} />
        </dd>
      </div>
    </dl>
  );
}

function PaymentMethod({ receipt }: { receipt: ReceiptDto }) {
  const t = useT();
  if (receipt.cardBrand && receipt.cardLast4) {
    const brand = receipt.cardBrand.charAt(0).toUpperCase() + receipt.cardBrand.slice(1);
    return t("receipt.card", { brand, last4: receipt.cardLast4 });
  }
  const method = receipt.paymentMethod;
  if (!method && receipt.credit.amountSen >= receipt.total.amountSen) return t("credit.paidWith");
  if (method === "card" || method === "fpx") return t(`orders.method.${method}`);
  if (method === "grabpay") return "GrabPay";
  return method ?? t("orders.method.checkout");
}

function CreditNotes({ receipt, times }: { receipt: ReceiptDto; times: ReceiptTimes }) {
  const t = useT();
  return (
    <section className="mt-8 text-sm" aria-labelledby="credit-notes">
      <h2 id="credit-notes" className="font-bold">
        {t("receipt.creditNotes")}
      </h2>
      <p className="text-muted">{t("receipt.creditNotesLead")}</p>
      <table className="mt-2 w-full">
        <thead>
          <tr className="border-b border-line text-left">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t("receipt.creditNote")}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold">
              {t("receipt.date")}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              {t("receipt.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.creditNotes.map((note) => (
            <tr key={note.number} className="border-b border-line" data-testid="credit-note">
              <td className="py-2 pr-2 font-medium tabular">{note.number}</td>
              <td className="px-2 py-2">{times.creditNotes[note.number]}</td>
              <td className="py-2 pl-2 text-right tabular">−{formatRm(note.amountSen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The screen's Print button: the browser's own dialog, which prints the A4 layout. */
export function PrintButton() {
  const t = useT();
  return (
    <button type="button" onClick={() => window.print()} className={buttonClass("primary", "md")}>
      <Printer aria-hidden="true" className="size-4" />
      {t("receipt.print")}
    </button>
  );
}
