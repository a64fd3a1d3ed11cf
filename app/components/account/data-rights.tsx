import { Download, Trash2, TriangleAlert } from "lucide-react";
import type { z } from "zod";
import { useRouteForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import type { FormResult } from "~/lib/form-errors";
import { DeleteAccountSchema } from "~/schemas/account";
import { PasswordField } from "./password-field";

const cardClass = "rounded-card border border-line bg-white p-5 shadow-card sm:p-6";

/**
 * "Download my data": a plain link to the export, a GET of the customer's own data with their own
 * cookie, so it works without JavaScript and the browser saves the file it answers.
 */
export function DownloadDataCard() {
  return (
    <section aria-labelledby="download-data-title" className={cardClass}>
      <h2 id="download-data-title" className="text-lg font-bold">
        Download my data
      </h2>
      <p className="mt-1 text-sm text-muted">
        A file with everything we hold about you: your profile, orders and their history, eSIMs with their
        install codes, chats, refund requests and where you're signed in. Keep it safe: the eSIM codes in it
        can be installed by anyone who has them.
      </p>
      <a
        href="/api/user/export"
        download
        data-testid="download-data"
        className={buttonClass("secondary", "md", "mt-5")}
      >
        <Download aria-hidden="true" className="size-4" />
        Download my data (JSON)
      </a>
    </section>
  );
}

type DeleteValues = z.input<typeof DeleteAccountSchema>;
const EMPTY_DELETE: DeleteValues = { password: "" };

/**
 * "Delete my account", behind a confirmation step that works without JavaScript (a disclosure):
 * the customer reads what goes and what stays, then confirms with their password.
 */
export function DeleteAccountCard({ actionData }: { actionData: FormResult | undefined }) {
  // Success redirects home (signed out, with a toast), so only failures come back here.
  const { formRef, failure, errorFor, register, onSubmit, busy } = useRouteForm({
    schema: DeleteAccountSchema,
    empty: EMPTY_DELETE,
    actionData,
    intent: "delete-account",
  });
  return (
    <section aria-labelledby="delete-account-title" className={cardClass}>
      <h2 id="delete-account-title" className="text-lg font-bold">
        Delete my account
      </h2>
      <p className="mt-1 text-sm text-muted">
        Your name, e-mail address, phone, addresses, chats and cart are erased and you are signed out
        everywhere. Receipts of your orders are kept without your name, as tax law requires. This cannot be
        undone.
      </p>
      <details className="group mt-5" open={Boolean(failure)}>
        <summary
          data-testid="delete-account-start"
          className={buttonClass(
            "dangerQuiet",
            "md",
            "cursor-pointer list-none group-open:hidden [&::-webkit-details-marker]:hidden",
          )}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete my account…
        </summary>
        <form
          method="post"
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4 rounded-control border border-danger-700/30 bg-danger-50/40 p-4"
          aria-label="Delete my account"
        >
          <input type="hidden" name="intent" value="delete-account" />
          <p className="flex gap-2 text-sm font-medium text-danger-700">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Enter your password to confirm. Your account is deleted at once.
          </p>
          {failure && !failure.fieldErrors && <FormAlert message={failure.error} />}
          <PasswordField
            id="delete-account-password"
            label="Password"
            autoComplete="current-password"
            error={errorFor("password")}
            {...register("password")}
          />
          <button
            type="submit"
            data-testid="delete-account-confirm"
            disabled={busy}
            className={buttonClass("danger", "md", "self-start")}
          >
            {busy ? "Deleting..." : "Delete permanently"}
          </button>
        </form>
      </details>
    </section>
  );
}
