import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Eye, Send } from "~/components/ui/icons";
import { formatMalaysiaShort } from "~/lib/dates";
import type { ListPage } from "~/schemas/admin/common";
import type { AdminEmail, AdminEmailBody } from "~/schemas/admin/emails";
import { EmailBodyView } from "./email-body";
import { HiddenFields } from "./intent-actions";
import { EMAIL_TONES, emailStatusText, emailTemplateText } from "./labels";
import { useAdminIntent } from "./use-admin-intent";

/**
 * Every e-mail the shop sent or tried to send, and a resend action. Bodies are read one at a time
 * by staff allowed to (each read audited); a link e-mail's link is never shown nor resent.
 */
export function EmailsTab({ data, canRead }: { data: ListPage<AdminEmail>; canRead: boolean }) {
  return (
    <DataTable
      caption="E-mails"
      searchable
      searchLabel="Search by recipient, template, subject or status"
      page={data}
      rows={data.items}
      rowKey={(m) => m.id}
      empty="No e-mails yet"
      columns={[
        {
          key: "date",
          label: "Created (MYT)",
          sort: "createdAt",
          render: (m) => formatMalaysiaShort(m.createdAt),
        },
        { key: "to", label: "To", sort: "toAddress", render: (m) => m.to },
        {
          key: "message",
          label: "Message",
          className: "max-w-md",
          render: (m) => (
            <div data-testid="email-row" className="flex flex-col items-start gap-1">
              <span>
                <span className="font-medium">{m.subject ?? emailTemplateText(m.template)}</span>{" "}
                <span className="text-xs text-muted" data-testid="email-template">
                  ({emailTemplateText(m.template)})
                </span>
              </span>
              {canRead && <ReadBody id={m.id} />}
            </div>
          ),
        },
        {
          key: "status",
          label: "Status",
          sort: "status",
          render: (m) => (
            <div className="flex flex-col items-start gap-1">
              <Badge tone={EMAIL_TONES[m.status] ?? "info"}>{emailStatusText(m.status)}</Badge>
              {m.lastError && <span className="text-xs text-danger-700">{m.lastError}</span>}
            </div>
          ),
        },
        {
          key: "resend",
          label: "Actions",
          actions: true,
          render: (m) =>
            m.hasLink ? (
              <span className="text-xs text-muted">One-time link: the customer can ask for a new one</span>
            ) : (
              <ResendButton id={m.id} />
            ),
        },
      ]}
    />
  );
}

/** Shows one message on request, as sent and as text; the read is audited on the server. */
function ReadBody({ id }: { id: number }) {
  const { fetcher, pending, answer } = useAdminIntent<{ email: AdminEmailBody }>();
  const email = answer?.ok ? answer.email : undefined;
  if (email) return <EmailBodyView email={email} />;
  return (
    <fetcher.Form method="post">
      <HiddenFields intent="read-email" fields={{ emailId: id }} />
      <button type="submit" disabled={pending} className={buttonClass("ghost", "sm")}>
        <Eye aria-hidden="true" className="size-4" /> {pending ? "Opening..." : "Read message"}
      </button>
    </fetcher.Form>
  );
}

function ResendButton({ id }: { id: number }) {
  const { fetcher, pending } = useAdminIntent();
  return (
    <fetcher.Form method="post">
      <HiddenFields intent="resend-email" fields={{ emailId: id }} />
      <button type="submit" disabled={pending} className={buttonClass("secondary", "sm")}>
        <Send aria-hidden="true" className="size-4" /> {pending ? "Sending..." : "Resend"}
      </button>
    </fetcher.Form>
  );
}
