import { Gift } from "~/components/ui/icons";
import { useT } from "~/lib/i18n";
import { CopyButton } from "./copy-button";

interface CreditEntryRow {
  date: string;
  reason: "referral" | "goodwill" | "refund" | "spend" | "clawback";
  note: string | null;
  orderId: number | null;
  amount: string;
  expires: string | null;
  /** A reward taken back: what of it had been used already (formatted), else null. */
  owed: string | null;
}

export interface ProfileCredit {
  link: string;
  balance: string;
  entries: CreditEntryRow[];
}

/** The profile's referral link, credit balance and statement (decision 0049). */
export function CreditCard({ credit }: { credit: ProfileCredit }) {
  const t = useT();
  return (
    <section aria-labelledby="credit-title" className="rounded-card bg-white p-5 ring-1 ring-line sm:p-6">
      <h2 id="credit-title" className="flex items-center gap-2 text-lg font-semibold">
        <Gift aria-hidden="true" className="size-5 text-primary-700" />
        {t("credit.title")}
      </h2>
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-muted">{t("credit.balance")}</p>
        <p className="text-2xl font-bold tabular-nums" data-testid="credit-balance">
          {credit.balance}
        </p>
      </div>
      <p className="mt-1 text-sm text-muted">{t("credit.balanceHint")}</p>
      <h3 className="mt-6 font-semibold">{t("credit.referTitle")}</h3>
      <p className="mt-1 text-sm text-muted">{t("credit.referBody")}</p>
      <label className="mt-3 block text-sm font-medium" htmlFor="referral-link">
        {t("credit.linkLabel")}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="referral-link"
          readOnly
          value={credit.link}
          className="min-h-11 min-w-0 flex-1 rounded-control border border-line bg-canvas px-3 text-sm"
        />
        <CopyButton value={credit.link} label={t("credit.linkLabel")} />
      </div>
      <h3 className="mt-6 font-semibold">{t("credit.history")}</h3>
      {credit.entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t("credit.empty")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line text-sm">
          {credit.entries.map((entry) => (
            <li key={`${entry.date}-${entry.reason}-${entry.amount}-${entry.orderId}`} className="py-2">
              <div className="flex justify-between gap-4">
                <span className="min-w-0 font-medium">
                  {entry.reason === "spend"
                    ? t("credit.reason.spend", { id: entry.orderId ?? "" })
                    : t(`credit.reason.${entry.reason}`)}
                  {entry.note ? <span className="font-normal text-muted"> · {entry.note}</span> : null}
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{entry.amount}</span>
              </div>
              <p className="mt-0.5 text-muted">
                {entry.date}
                {entry.expires ? ` · ${t("credit.expires")} ${entry.expires}` : ""}
                {entry.owed ? ` · ${t("credit.owed", { amount: entry.owed })}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
