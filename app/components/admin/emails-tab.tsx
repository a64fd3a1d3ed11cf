import { Send } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { formatUtcDateTime } from "~/lib/dates";
import type { ListPage } from "~/schemas/admin/common";
import type { AdminEmail } from "~/schemas/admin/emails";
import { HiddenFields } from "./intent-actions";
import { EMAIL_TONES, emailStatusText, emailTemplateText } from "./labels";
import { useAdminIntent } from "./use-admin-intent";

/** Issue 13: every e-mail the shop sent or tried to send, with its body, and a resend action. */
export function EmailsTab({ data }: { data: ListPage<AdminEmail> }) {
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
        { key: "date", label: "Created", sort: "createdAt", render: (m) => formatUtcDateTime(m.createdAt) },
        { key: "to", label: "To", sort: "toAddress", render: (m) => m.to },
        {
          key: "message",
          label: "Message",
          className: "max-w-md",
          render: (m) => (
            <details data-testid="email-row">
              <summary className="cursor-pointer">
                <span className="font-medium">{m.subject ?? emailTemplateText(m.template)}</span>{" "}
                <span className="text-xs text-muted" data-testid="email-template">
                  ({emailTemplateText(m.template)})
                </span>
              </summary>
              <pre data-testid="email-text" className="mt-2 whitespace-pre-wrap break-words text-xs">
                {m.text ?? "Rendered when it is sent."}
              </pre>
            </details>
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
        { key: "resend", label: "Actions", actions: true, render: (m) => <ResendButton id={m.id} /> },
      ]}
    />
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
