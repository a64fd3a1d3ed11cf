import { Link } from "react-router";
import { CircleAlert } from "~/components/ui/icons";
import { missingSellerDetails, type SellerDetails } from "~/schemas/receipts";

const LABELS = { legalName: "legal name", registrationNumber: "registration number", address: "address" };

/** Said wherever staff deal with receipts while customers' receipts print without a seller. */
export function SellerDetailsMissing({
  seller,
  linkToSettings = false,
}: {
  seller: SellerDetails;
  linkToSettings?: boolean;
}) {
  const missing = missingSellerDetails(seller);
  if (missing.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="seller-details-missing"
      className="flex items-start gap-2 rounded-control bg-warning-50 p-3 text-sm text-warning-800 ring-1 ring-warning-800/20"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">
          Receipts are printing without the seller's {listOf(missing.map((f) => LABELS[f]))}.
        </span>{" "}
        A receipt must name who sold the plan; customers see a blank there until it is filled in.{" "}
        {linkToSettings && (
          <Link to="/admin/settings#seller-details" className="font-semibold underline">
            Fill them in under Settings
          </Link>
        )}
      </p>
    </div>
  );
}

function listOf(words: string[]): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
