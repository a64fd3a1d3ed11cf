import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { apiFetch } from "~/lib/api";
import { formatMalaysiaDay } from "~/lib/dates";
import { formatRm } from "~/lib/money";
import type { AdminUserDto } from "~/schemas/admin/users";
import type { CreditSummary } from "~/schemas/credit";
import { HiddenFields, useCloseOnSuccess } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";

const CREDIT_REASONS: Record<string, string> = {
  referral: "Referral reward",
  goodwill: "Goodwill",
  refund: "Refund",
  spend: "Spent",
  clawback: "Referral reward clawed back",
};

const CAUSES: Record<string, string> = {
  refund: "friend's order refunded",
  dispute: "friend's order disputed",
};

/** A customer's credit (decision 0049): balance, statement, and a form to grant goodwill credit. */
export function CreditDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const id = useId();
  const action = useAdminIntent();
  const { fetcher, pending } = action;
  const errors = action.failure?.fieldErrors ?? {};
  const [credit, setCredit] = useState<CreditSummary | null>(null);
  const userId = user?.id;
  const read = useCallback(() => {
    if (!userId) return;
    apiFetch<CreditSummary>(`/api/admin/users/${userId}/credit`)
      .catch(() => null)
      .then(setCredit);
  }, [userId]);
  useEffect(read, [read]);
  const form = useRef<HTMLFormElement>(null);
  const granted = useCallback(() => {
    read();
    form.current?.reset();
  }, [read]);
  // A grant that went through reads the statement again (the dialog stays open to show it).
  useCloseOnSuccess(action, granted);
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title="Credit"
      description={user ? `${user.username} (${user.email})` : undefined}
    >
      <p className="flex items-baseline justify-between text-sm">
        <span className="text-muted">Balance</span>
        <span className="text-xl font-bold tabular-nums" data-testid="admin-credit-balance">
          {credit ? formatRm(credit.balanceSen) : "…"}
        </span>
      </p>
      {credit?.owedSen ? (
        <p className="mt-1 flex items-baseline justify-between text-sm text-danger-700">
          <span>Owed (clawed-back rewards already spent)</span>
          <span className="font-semibold tabular-nums" data-testid="admin-credit-owed">
            {formatRm(credit.owedSen)}
          </span>
        </p>
      ) : null}
      {credit ? <CreditEntries entries={credit.entries} /> : null}
      <fetcher.Form ref={form} method="post" noValidate className="mt-4 grid gap-3 border-t border-line pt-4">
        <HiddenFields intent="credit" fields={{ id: user?.id ?? "" }} />
        <Field variant="admin" label="Amount (RM)" id={`${id}-amount`} error={errors.amount}>
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            placeholder="10.00"
            className={inputClass("admin")}
          />
        </Field>
        <Field variant="admin" label="Reason" id={`${id}-reason`} error={errors.reason}>
          <input id={`${id}-reason`} name="reason" className={inputClass("admin")} />
        </Field>
        <DialogFormActions onCancel={onClose} pending={pending} label="Grant credit" />
      </fetcher.Form>
    </Dialog>
  );
}

/** A customer's credit ledger, newest first: the grant dialog and the customer page show the same. */
export function CreditEntries({ entries }: { entries: CreditSummary["entries"] }) {
  if (entries.length === 0) return <p className="mt-3 text-sm text-muted">No credit yet.</p>;
  return (
    <ul className="mt-3 max-h-48 divide-y divide-line overflow-y-auto text-sm">
      {entries.map((entry) => (
        <li
          key={`${entry.createdAt}-${entry.reason}-${entry.amountSen}`}
          className="flex justify-between gap-3 py-1.5"
        >
          <span className="min-w-0">
            {CREDIT_REASONS[entry.reason]}
            {entry.orderId ? ` · order #${entry.orderId}` : ""}
            {entry.cause ? <span className="text-muted"> · {CAUSES[entry.cause]}</span> : null}
            {entry.note ? <span className="text-muted"> · {entry.note}</span> : null}
            {entry.owedSen ? (
              <span className="block text-xs font-medium text-danger-700">
                {formatRm(entry.owedSen)} owed: already spent
              </span>
            ) : null}
            <span className="block text-xs text-muted">
              {formatMalaysiaDay(entry.createdAt)}
              {entry.expiresAt ? ` · expires ${formatMalaysiaDay(entry.expiresAt)}` : ""}
            </span>
          </span>
          <span className="shrink-0 font-semibold tabular-nums">{formatRm(entry.amountSen)}</span>
        </li>
      ))}
    </ul>
  );
}
