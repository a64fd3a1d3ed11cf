import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { DataTable } from "~/components/ui/data-table";
import { formatMalaysiaDay, formatMalaysiaShort } from "~/lib/dates";
import { formatAmount } from "~/lib/money";
import type { ListPage } from "~/schemas/admin/common";
import type { OpenRefundRequest } from "~/schemas/admin/orders-list-intents";
import type {
  AdminOrder,
  AuditLogRecord,
  BanLogRecord,
  ContactRecord,
  PartnershipRecord,
  PlanChoice,
} from "~/schemas/admin/records";
import { BUSINESS_TYPES } from "~/schemas/partnership";
import { auditDetails, auditTone } from "./audit-format";
import { AuditTarget, CustomerLink } from "./customer-link";
import { EmailAddress } from "./email-address";
import { ContactReply, PartnershipStatusPicker } from "./enquiry-actions";
import { auditActionText, banDurationText, humanise, ORDER_TONES, staffName } from "./labels";
import { LineDelivery, OrderDeliveryActions } from "./order-delivery";
import { OrderPlan } from "./order-plan";
import { OrdersFilters } from "./orders-filters";
import { OrderActions, RefundRequests } from "./payments";

/**
 * `canRefund`: the member holds canRefundOrders; without it no refund or cancel button is drawn.
 * `canShip`: the member may mark a SIM shipped (the ship operation's access); else no ship link.
 */
export function OrdersTab({
  data,
  plans,
  canRefund,
  canShip,
  refundRequests,
}: {
  data: ListPage<AdminOrder>;
  plans: PlanChoice[];
  canRefund: boolean;
  canShip: boolean;
  refundRequests: OpenRefundRequest[];
}) {
  return (
    <>
      {canRefund && <RefundRequests requests={refundRequests} />}
      <OrdersFilters plans={plans} />
      <DataTable
        caption="All Orders"
        page={data}
        rows={data.items}
        rowKey={(o) => o.id}
        empty="No orders found"
        columns={[
          {
            key: "id",
            label: "Order ID",
            sort: "id",
            render: (o) => (
              <Link
                to={`/admin/orders/${o.id}`}
                className="tabular font-semibold text-primary-700 hover:underline"
              >
                #{o.id}
              </Link>
            ),
          },
          {
            key: "customer",
            label: "Customer",
            sort: "customerName",
            render: (o) =>
              o.userId === null ? (
                o.customerName
              ) : (
                <CustomerLink userId={o.userId}>{o.customerName}</CustomerLink>
              ),
          },
          { key: "plan", label: "Plan", className: "min-w-32", render: (o) => <OrderPlan order={o} /> },
          {
            key: "email",
            label: "Email",
            className: "min-w-36 wrap-anywhere",
            render: (o) => <EmailAddress value={o.customerEmail} />,
          },
          {
            key: "total",
            label: "Total (MYR)",
            sort: "total",
            align: "right",
            render: (o) => formatAmount(o.totalAmountSen),
          },
          {
            key: "status",
            label: "Status",
            sort: "status",
            render: (o) => <Badge tone={ORDER_TONES[o.status] ?? "neutral"}>{humanise(o.status)}</Badge>,
          },
          {
            key: "date",
            label: "Date (MYT)",
            sort: "createdAt",
            render: (o) => formatMalaysiaDay(o.createdAt),
          },
          {
            key: "items",
            label: "Items",
            render: (o) => (
              <ul className="min-w-32 text-xs">
                {o.items.map((item) => (
                  <li key={item.id}>
                    {item.productName} x {item.quantity}
                    <LineDelivery
                      orderId={o.id}
                      orderStatus={o.status}
                      item={item}
                      canShip={canShip}
                      address={o.shippingAddress}
                    />
                  </li>
                ))}
              </ul>
            ),
          },
          {
            key: "actions",
            label: "Actions",
            actions: true,
            // Payment and delivery actions share the pinned column, so neither is scrolled away;
            // refund and cancel only for members who hold canRefundOrders.
            render: (o) => (
              <>
                {canRefund && <OrderActions order={o} />}
                <OrderDeliveryActions order={o} canRetry={canRefund} />
              </>
            ),
          },
        ]}
      />
    </>
  );
}

export function ContactsTab({ data }: { data: ListPage<ContactRecord> }) {
  return (
    <DataTable
      caption="Contact submissions"
      page={data}
      rows={data.items}
      rowKey={(c) => c.id}
      empty="No contact submissions"
      columns={[
        {
          key: "name",
          label: "Name",
          sort: "name",
          render: (c) => (c.userId ? <CustomerLink userId={c.userId}>{c.name}</CustomerLink> : c.name),
        },
        {
          key: "email",
          label: "Email",
          sort: "email",
          className: "min-w-36 wrap-anywhere",
          render: (c) => <EmailAddress value={c.email} />,
        },
        {
          key: "message",
          label: "Message",
          className: "max-w-md whitespace-pre-wrap",
          render: (c) => c.message,
        },
        {
          key: "date",
          label: "Date (MYT)",
          sort: "submittedAt",
          render: (c) => formatMalaysiaDay(c.submittedAt),
        },
        { key: "actions", label: "Actions", actions: true, render: (c) => <ContactReply contact={c} /> },
      ]}
    />
  );
}

export function PartnersTab({ data }: { data: ListPage<PartnershipRecord> }) {
  return (
    <DataTable
      caption="Partnership requests"
      page={data}
      rows={data.items}
      rowKey={(p) => p.id}
      empty="No partnership requests"
      columns={[
        { key: "name", label: "Name", sort: "name", render: (p) => p.name },
        { key: "company", label: "Company", sort: "company", render: (p) => p.company },
        {
          key: "email",
          label: "Email",
          className: "min-w-36 wrap-anywhere",
          render: (p) => <EmailAddress value={p.email} />,
        },
        {
          key: "type",
          label: "Business Type",
          sort: "businessType",
          render: (p) =>
            BUSINESS_TYPES[p.businessType as keyof typeof BUSINESS_TYPES] ?? humanise(p.businessType),
        },
        {
          key: "message",
          label: "Message",
          className: "max-w-md whitespace-pre-wrap",
          render: (p) => p.message,
        },
        { key: "status", label: "Status", render: (p) => <PartnershipStatusPicker request={p} /> },
        {
          key: "date",
          label: "Date (MYT)",
          sort: "submittedAt",
          render: (p) => formatMalaysiaDay(p.submittedAt),
        },
      ]}
    />
  );
}

export function BansTab({ data }: { data: ListPage<BanLogRecord> }) {
  return (
    <DataTable
      caption="Ban logs"
      page={data}
      rows={data.items}
      rowKey={(b) => b.id}
      empty="No bans issued"
      columns={[
        {
          key: "user",
          label: "User ID",
          sort: "userId",
          align: "right",
          render: (b) => <CustomerLink userId={b.userId}>{String(b.userId).padStart(6, "0")}</CustomerLink>,
        },
        { key: "admin", label: "Admin ID", sort: "adminId", align: "right", render: (b) => b.adminId },
        { key: "reason", label: "Reason", className: "max-w-sm", render: (b) => b.reason },
        { key: "duration", label: "Duration", render: (b) => banDurationText(b.banDuration) },
        {
          key: "expires",
          label: "Expires At",
          sort: "banExpiresAt",
          render: (b) =>
            b.banExpiresAt ? formatMalaysiaShort(b.banExpiresAt) : <Badge tone="danger">Permanent</Badge>,
        },
        {
          key: "issued",
          label: "Issued At",
          sort: "issuedAt",
          render: (b) => formatMalaysiaShort(b.issuedAt),
        },
      ]}
    />
  );
}

export function AuditTab({ data }: { data: ListPage<AuditLogRecord> }) {
  return (
    <DataTable
      caption="Audit logs"
      searchable
      searchLabel="Search by action, target or details"
      page={data}
      rows={data.items}
      rowKey={(a) => a.id}
      empty="No audit logs found"
      columns={[
        { key: "admin", label: "Admin", sort: "adminId", render: (a) => staffName(a) },
        {
          key: "action",
          label: "Action",
          sort: "action",
          render: (a) => (
            <div className="space-y-1">
              <Badge tone={auditTone(a.action)}>{humanise(a.action)}</Badge>
              <p className="min-w-48 text-sm text-ink">{auditActionText(a)}</p>
            </div>
          ),
        },
        {
          key: "target",
          label: "Target",
          sort: "targetType",
          render: (a) => <AuditTarget entry={a} />,
        },
        { key: "details", label: "Details", className: "max-w-xs", render: (a) => auditDetails(a.details) },
        {
          key: "time",
          label: "Timestamp",
          sort: "createdAt",
          render: (a) => formatMalaysiaShort(a.createdAt),
        },
      ]}
    />
  );
}
