import type { z } from "zod";
import { useRouteForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { Download, Trash2, TriangleAlert } from "~/components/ui/icons";
import type { FormResult } from "~/lib/form-errors";
import { useT } from "~/lib/i18n";
import { DeleteAccountSchema } from "~/schemas/account";
import { errorText } from "./error-text";
import { PasswordField } from "./password-field";

const cardClass = "rounded-card border border-line bg-white p-5 shadow-card sm:p-6";

/**
 * "Download my data": a plain link to the export, a GET of the customer's own data with their own
 * cookie, so it works without JavaScript and the browser saves the file it answers.
 */
export function DownloadDataCard() {
  const t = useT();
  return (
    <section aria-labelledby="download-data-title" className={cardClass}>
      <h2 id="download-data-title" className="text-lg font-bold">
        {t("profile.download.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("profile.download.text")}</p>
      <a
        href="/api/user/export"
        download
        data-testid="download-data"
        className={buttonClass("secondary", "md", "mt-5")}
      >
        <Download aria-hidden="true" className="size-4" />
        {t("profile.download.button")}
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
  const t = useT();
  return (
    <section aria-labelledby="delete-account-title" className={cardClass}>
      <h2 id="delete-account-title" className="text-lg font-bold">
        {t("profile.delete.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("profile.delete.text")}</p>
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
          {t("profile.delete.start")}
        </summary>
        <form
          method="post"
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4 rounded-control border border-danger-700/30 bg-danger-50/40 p-4"
          aria-label={t("profile.delete.title")}
        >
          <input type="hidden" name="intent" value="delete-account" />
          <p className="flex gap-2 text-sm font-medium text-danger-700">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("profile.delete.confirmText")}
          </p>
          {failure && !failure.fieldErrors && <FormAlert message={failure.error} />}
          <PasswordField
            id="delete-account-password"
            label={t("profile.emailForm.password")}
            autoComplete="current-password"
            error={errorText(t, errorFor("password"))}
            {...register("password")}
          />
          <button
            type="submit"
            data-testid="delete-account-confirm"
            disabled={busy}
            className={buttonClass("danger", "md", "self-start")}
          >
            {t(busy ? "profile.delete.deleting" : "profile.delete.submit")}
          </button>
        </form>
      </details>
    </section>
  );
}
