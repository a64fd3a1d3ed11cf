import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { formatMalaysiaShort } from "~/lib/dates";
import { LANGUAGE_NAMES } from "~/lib/locale";
import { formatRm } from "~/lib/money";
import type { CustomerPageDto } from "~/schemas/admin/customer";
import { auditDetails } from "./audit-format";
import { CreditEntries } from "./credit-dialog";
import { CustomerEsims, CustomerOrders } from "./customer-lines";
import { STATE_BADGES } from "./customer-page-labels";
import { auditActionText, staffName } from "./labels";

function Section({
  title,
  children,
  testId,
  wide,
}: {
  title: string;
  children: ReactNode;
  testId: string;
  wide?: boolean;
}) {
  const titleId = useId();
  return (
    <Card labelledBy={titleId} className={wide ? "lg:col-span-2" : undefined}>
      <div data-testid={testId}>
        <h3 id={titleId} className="mb-2 text-base font-semibold">
          {title}
        </h3>
        {children}
      </div>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 text-right font-medium [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** /admin/users/:id: everything about one customer, each part only for staff who may read it. */
export function CustomerPage({ customer }: { customer: CustomerPageDto }) {
  const { profile, credit } = customer;
  const state = STATE_BADGES[profile.state];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/admin/users" className="text-sm text-primary-700 hover:underline">
          ← Users
        </Link>
        <h2 className="text-lg font-semibold" data-testid="customer-name">
          {profile.name || profile.username}
        </h2>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section title="Profile" testId="customer-profile">
          <dl className="divide-y divide-line text-sm">
            <Row label="Username">{profile.username}</Row>
            <Row label="E-mail">
              <a href={`mailto:${profile.email}`} className="text-primary-700 hover:underline">
                {profile.email}
              </a>
            </Row>
            <Row label="Language">{LANGUAGE_NAMES[profile.locale]}</Row>
            <Row label="Tier">
              <span className="capitalize">{profile.tier}</span>
            </Row>
            <Row label="Created">{formatMalaysiaShort(profile.createdAt)}</Row>
            <Row label="E-mail verified">
              {profile.emailVerifiedAt ? `${formatMalaysiaShort(profile.emailVerifiedAt)}` : "Not verified"}
            </Row>
          </dl>
        </Section>
        <Section title="Store credit" testId="customer-credit">
          <p className="flex items-baseline justify-between text-sm">
            <span className="text-muted">Balance</span>
            <span className="text-xl font-bold tabular-nums" data-testid="customer-credit-balance">
              {formatRm(credit.balanceSen)}
            </span>
          </p>
          <CreditEntries entries={credit.entries} />
        </Section>
        {customer.orders && (
          <Section title="Orders" testId="customer-page-orders">
            <CustomerOrders orders={customer.orders} />
            {customer.orders.length > 0 && (
              <Link
                to={`/admin/orders?${new URLSearchParams({ q: profile.email })}`}
                className="mt-2 inline-block text-sm text-primary-700 hover:underline"
              >
                All orders of {profile.email}
              </Link>
            )}
          </Section>
        )}
        {customer.esims && (
          <Section title="eSIMs" testId="customer-page-esims">
            <CustomerEsims esims={customer.esims} />
          </Section>
        )}
        {customer.chats && (
          <Section title="Chats" testId="customer-chats">
            {customer.chats.length === 0 ? (
              <p className="text-sm text-muted">No conversations yet.</p>
            ) : (
              <ul className="divide-y divide-line text-sm">
                {customer.chats.map((chat) => (
                  <li key={chat.roomId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
                    <Link
                      to={`/admin/chat?room=${chat.roomId}`}
                      className="font-medium text-primary-700 hover:underline"
                    >
                      Chat #{chat.roomId}
                    </Link>
                    <Badge tone={chat.status === "open" ? "info" : "neutral"}>
                      {chat.status === "open" ? "Open" : "Closed"}
                    </Badge>
                    <span className="min-w-0 flex-1 truncate text-muted">{chat.lastMessage ?? ""}</span>
                    <span className="text-xs text-muted">{formatMalaysiaShort(chat.updatedAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        )}
        <Section title="Signed in on" testId="customer-sessions">
          {customer.sessions.length === 0 ? (
            <p className="text-sm text-muted">Not signed in anywhere.</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {customer.sessions.map((session) => (
                <li key={session.id} className="py-1.5">
                  <span className="font-medium">{session.device}</span>
                  <span className="text-muted"> · {session.place}</span>
                  <span className="block text-xs text-muted">
                    Signed in {formatMalaysiaShort(session.createdAt)}
                    {session.lastSeenAt ? ` · last seen ${formatMalaysiaShort(session.lastSeenAt)}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        {customer.audit && (
          <Section title="Audit" testId="customer-audit" wide>
            {customer.audit.length === 0 ? (
              <p className="text-sm text-muted">Staff have not changed anything of this customer's.</p>
            ) : (
              <ul className="divide-y divide-line text-sm">
                {customer.audit.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap gap-x-3 py-1.5">
                    <span className="font-medium">{auditActionText(entry)}</span>
                    <span className="text-muted">{auditDetails(entry.details)}</span>
                    <span className="ml-auto text-xs text-muted">
                      {staffName(entry)} · {entry.createdAt ? `${formatMalaysiaShort(entry.createdAt)}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        )}
      </div>
    </div>
  );
}
