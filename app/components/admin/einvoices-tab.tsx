import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Download, Search } from "~/components/ui/icons";
import { inputClass } from "~/components/ui/input";
import { formatMalaysiaShort } from "~/lib/dates";
import { formatRm } from "~/lib/money";
import type { ConsolidatedEinvoiceDto, EinvoiceRequestRecord, SellerDetails } from "~/schemas/receipts";
import { SellerDetailsMissing } from "./seller-details-missing";

/**
 * MyInvois for staff: the month's consolidated e-invoice (buyer General Public), with its CSV and
 * the month's credit notes, and the customers who asked for an e-invoice of their own.
 */
export function EinvoicesTab({
  einvoice,
  requests,
  seller,
}: {
  einvoice: ConsolidatedEinvoiceDto;
  requests: EinvoiceRequestRecord[];
  seller: SellerDetails;
}) {
  return (
    <div className="space-y-6">
      <SellerDetailsMissing seller={seller} linkToSettings />
      <EinvoiceRequests requests={requests} />
      <Consolidated einvoice={einvoice} />
    </div>
  );
}

function EinvoiceRequests({ requests }: { requests: EinvoiceRequestRecord[] }) {
  return (
    <Card labelledBy="einvoice-requests">
      <h2 id="einvoice-requests" className="text-lg font-semibold">
        Customers' own e-invoices ({requests.length})
      </h2>
      <p className="text-sm text-muted">
        Issue these in MyInvois in the buyer's name; their receipts are left out of the consolidated
        e-invoice.
      </p>
      {requests.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No requests yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3 lg:grid-cols-2" data-testid="einvoice-requests">
          {requests.map((request) => (
            <li
              key={request.id}
              className="rounded-control p-3 text-sm ring-1 ring-line"
              data-testid="einvoice-request"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link
                  to={`/admin/orders/${request.orderId}`}
                  className="font-semibold text-primary-700 hover:underline"
                >
                  Order #{request.orderId}
                </Link>
                <span className="text-xs text-muted">Asked {formatMalaysiaShort(request.createdAt)}</span>
              </div>
              <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1">
                <dt className="text-muted">Receipt</dt>
                <dd className="tabular">
                  {request.receiptNumber ?? "—"} · {formatRm(request.totalSen)}
                </dd>
                <dt className="text-muted">Paid</dt>
                <dd>{formatMalaysiaShort(request.paidAt)}</dd>
                <dt className="text-muted">Buyer</dt>
                <dd className="font-medium">{request.name}</dd>
                <dt className="text-muted">TIN / ID</dt>
                <dd className="break-all tabular">{request.taxId}</dd>
                <dt className="text-muted">Address</dt>
                <dd className="whitespace-pre-line">{request.address}</dd>
                <dt className="text-muted">E-mail</dt>
                <dd className="break-all">{request.email}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Consolidated({ einvoice }: { einvoice: ConsolidatedEinvoiceDto }) {
  const csv = `/api/admin/einvoice/consolidated?month=${einvoice.month}&format=csv`;
  return (
    <Card labelledBy="consolidated">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="consolidated" className="text-lg font-semibold">
            Consolidated e-invoice, {einvoice.month}
          </h2>
          <p className="text-sm text-muted">
            Buyer {einvoice.buyer.name}, TIN {einvoice.buyer.tin}: the month's receipts (Malaysia time).
          </p>
        </div>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-xs font-medium text-muted">
            Month
            <input name="month" type="month" defaultValue={einvoice.month} className={inputClass("admin")} />
          </label>
          <button type="submit" className={buttonClass("secondary", "sm")}>
            <Search aria-hidden="true" className="size-4" /> Show
          </button>
          <a href={csv} download className={buttonClass("secondary", "sm")}>
            <Download aria-hidden="true" className="size-4" /> CSV
          </a>
        </Form>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" data-testid="consolidated-totals">
        <Total label="Receipts" value={String(einvoice.totals.receipts)} />
        <Total label="Total" value={formatRm(einvoice.totals.amountSen)} />
        <Total label="SST included" value={formatRm(einvoice.totals.sstSen)} />
        <Total
          label={`Credit notes (${einvoice.creditNoteTotals.count})`}
          value={formatRm(einvoice.creditNoteTotals.amountSen)}
        />
      </dl>
      <DocumentTable
        caption="Receipts in this e-invoice"
        rows={einvoice.lines.map((line) => ({
          key: line.receiptNumber,
          number: line.receiptNumber,
          at: line.issuedAt,
          amountSen: line.amountSen,
          extra: formatRm(line.sstSen),
        }))}
        extraLabel="SST"
      />
      <DocumentTable
        caption="Credit notes issued this month"
        rows={einvoice.creditNotes.map((note) => ({
          key: note.number,
          number: note.number,
          at: note.issuedAt,
          amountSen: note.amountSen,
          extra: note.receiptNumber ?? "—",
        }))}
        extraLabel="Receipt"
      />
    </Card>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-control bg-primary-50 p-3 ring-1 ring-line">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold tabular">{value}</dd>
    </div>
  );
}

interface DocumentRow {
  key: string;
  number: string;
  at: string;
  amountSen: number;
  extra: string;
}

function DocumentTable({
  caption,
  rows,
  extraLabel,
}: {
  caption: string;
  rows: DocumentRow[];
  extraLabel: string;
}) {
  return (
    <div className="mt-5 overflow-x-auto">
      <table className="w-full min-w-[22rem] text-sm">
        <caption className="pb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-left text-xs text-muted">
            <th scope="col" className="py-2 pr-2 font-medium">
              Number
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Date
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {extraLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={4} className="py-3 text-muted">
                None.
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line">
              <td className="py-2 pr-2 font-medium tabular">{row.number}</td>
              <td className="px-2 py-2">{formatMalaysiaShort(row.at)}</td>
              <td className="px-2 py-2 text-right tabular">{formatRm(row.amountSen)}</td>
              <td className="py-2 pl-2 text-right tabular">{row.extra}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
