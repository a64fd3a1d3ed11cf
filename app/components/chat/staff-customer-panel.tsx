import { useEffect, useState } from "react";
import { CustomerEsims, CustomerOrders } from "~/components/admin/customer-lines";
import { CustomerLink } from "~/components/admin/customer-link";
import { STATE_BADGES } from "~/components/admin/customer-page-labels";
import { Badge } from "~/components/ui/badge";
import { apiFetch } from "~/lib/api";
import type { ChatCustomerDto } from "~/schemas/admin/customer";

/**
 * Beside the staff's open conversation: who it is with, their latest orders and eSIMs (for staff
 * who may see orders), each a link to its page. A visitor shows what they gave.
 */
export function StaffCustomerPanel({ roomId }: { roomId: number }) {
  const [customer, setCustomer] = useState<{ roomId: number; data: ChatCustomerDto | null } | null>(null);
  useEffect(() => {
    let current = true;
    apiFetch<ChatCustomerDto>(`/api/admin/chat/customer/${roomId}`)
      .then((data) => current && setCustomer({ roomId, data }))
      .catch(() => current && setCustomer({ roomId, data: null }));
    return () => {
      current = false;
    };
  }, [roomId]);
  const shown = customer?.roomId === roomId ? customer.data : undefined;
  if (shown === undefined) return <p className="p-4 text-sm text-muted">Loading…</p>;
  if (shown === null) return <p className="p-4 text-sm text-muted">Could not load the customer.</p>;
  return (
    <div className="space-y-4 p-4 text-sm" data-testid="chat-customer">
      {shown.kind === "visitor" ? (
        <div className="space-y-1">
          <h3 className="font-semibold">{shown.name || shown.email}</h3>
          <a
            href={`mailto:${shown.email}`}
            className="block text-primary-700 underline [overflow-wrap:anywhere]"
          >
            {shown.email}
          </a>
          {shown.matchingAccount ? (
            <p className="text-muted">
              Not signed in. This e-mail has an account:{" "}
              <CustomerLink userId={shown.matchingAccount.id}>{shown.matchingAccount.username}</CustomerLink>
            </p>
          ) : (
            <Badge tone="neutral">No account</Badge>
          )}
        </div>
      ) : (
        <>
          <div className="space-y-1">
            <h3 className="flex items-center gap-2 font-semibold">
              <CustomerLink userId={shown.profile.id}>
                {shown.profile.name || shown.profile.username}
              </CustomerLink>
              <Badge tone={STATE_BADGES[shown.profile.state].tone}>
                {STATE_BADGES[shown.profile.state].label}
              </Badge>
            </h3>
            <a
              href={`mailto:${shown.profile.email}`}
              className="block text-primary-700 underline [overflow-wrap:anywhere]"
              data-testid="chat-customer-email"
            >
              {shown.profile.email}
            </a>
            <p className="text-xs text-muted capitalize">
              {shown.profile.username} · {shown.profile.tier}
            </p>
          </div>
          {shown.orders && (
            <section>
              <h4 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">Latest orders</h4>
              <CustomerOrders orders={shown.orders} />
            </section>
          )}
          {shown.esims && (
            <section>
              <h4 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">eSIMs</h4>
              <CustomerEsims esims={shown.esims} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
