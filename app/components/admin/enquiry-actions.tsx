import { useCallback, useId, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogFormActions } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input";
import { formatMalaysiaShort } from "~/lib/dates";
import {
  type ContactRecord,
  PARTNERSHIP_STATUS_LABELS,
  PARTNERSHIP_STATUSES,
  type PartnershipRecord,
} from "~/schemas/admin/records";
import { HiddenFields, useCloseOnSuccess } from "./intent-actions";
import { useAdminIntent } from "./use-admin-intent";

/** Answer a contact message by e-mail: a dialog quoting the message, with the reply's box. */
export function ContactReply({ contact }: { contact: ContactRecord }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const action = useAdminIntent();
  useCloseOnSuccess(action, close);
  const error = action.failure?.fieldErrors?.reply;
  return (
    <>
      <button type="button" className={buttonClass("secondary", "sm")} onClick={() => setOpen(true)}>
        Reply by e-mail
      </button>
      {contact.repliedAt && (
        <span className="mt-1 block text-xs text-muted">
          Replied {formatMalaysiaShort(contact.repliedAt)}
        </span>
      )}
      <Dialog open={open} onClose={close} title={`Reply to ${contact.name}`} description={contact.email}>
        <blockquote className="mb-3 max-h-32 overflow-y-auto border-l-2 border-line pl-3 text-sm whitespace-pre-wrap text-muted">
          {contact.message}
        </blockquote>
        <action.fetcher.Form method="post" noValidate className="grid gap-3">
          <HiddenFields intent="reply" fields={{ id: contact.id }} />
          <Field variant="admin" label="Your reply" id={`${id}-reply`} error={error}>
            <textarea
              id={`${id}-reply`}
              name="reply"
              rows={6}
              className={inputClass("admin", "h-auto py-2")}
            />
          </Field>
          <DialogFormActions onCancel={close} pending={action.pending} label="Send reply" />
        </action.fetcher.Form>
      </Dialog>
    </>
  );
}

/** A partnership request's status: a choice that posts as soon as it changes (audited). */
export function PartnershipStatusPicker({ request }: { request: PartnershipRecord }) {
  const id = useId();
  const { fetcher, pending } = useAdminIntent();
  return (
    <fetcher.Form method="post" onChange={(event) => fetcher.submit(event.currentTarget)}>
      <HiddenFields intent="status" fields={{ id: request.id }} />
      <label htmlFor={id} className="sr-only">
        Status of {request.company}
      </label>
      <select
        id={id}
        name="status"
        defaultValue={request.status}
        disabled={pending}
        className={inputClass("admin", "h-9 w-32")}
      >
        {PARTNERSHIP_STATUSES.map((status) => (
          <option key={status} value={status}>
            {PARTNERSHIP_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={buttonClass("secondary", "sm")}>
          Save
        </button>
      </noscript>
    </fetcher.Form>
  );
}
