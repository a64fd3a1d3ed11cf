import { useMemo } from "react";
import { useRouteForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { BellRing } from "~/components/ui/icons";
import type { FormResult } from "~/lib/form-errors";
import { useT } from "~/lib/i18n";
import { AlertPreferencesSchema, SAVE_ALERTS_INTENT } from "~/schemas/account";
import { errorText } from "./error-text";

const cardClass = "rounded-card border border-line bg-white p-5 shadow-card sm:p-6";

/**
 * The usage-alert e-mails switch. A plain POST without JavaScript; the hidden "false" before the box
 * makes an unticked box an answer (a browser sends nothing for it).
 */
export function AlertPreferencesForm({
  esimAlertEmails,
  actionData,
}: {
  esimAlertEmails: boolean;
  actionData: FormResult | undefined;
}) {
  // After a save the page's data is the saved value: the form starts again from it.
  const saved = useMemo(() => ({ esimAlertEmails }), [esimAlertEmails]);
  const { formRef, failure, errorFor, register, onSubmit, busy } = useRouteForm({
    schema: AlertPreferencesSchema,
    empty: saved,
    actionData,
    intent: SAVE_ALERTS_INTENT,
  });
  const t = useT();
  const error = errorText(t, errorFor("esimAlertEmails"));
  return (
    <section aria-labelledby="notifications-title" className={cardClass}>
      <h2 id="notifications-title" className="inline-flex items-center gap-2 text-lg font-bold">
        <BellRing aria-hidden="true" className="size-5 text-primary-700" /> {t("profile.alerts.title")}
      </h2>
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"
        aria-label={t("profile.alerts.title")}
      >
        <input type="hidden" name="intent" value={SAVE_ALERTS_INTENT} />
        {failure && !failure.fieldErrors && <FormAlert message={failure.error} />}
        <div>
          <input type="hidden" name="esimAlertEmails" value="false" />
          <label className="flex min-h-11 cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              data-testid="esim-alert-emails"
              defaultChecked={esimAlertEmails}
              className="mt-0.5 size-5 shrink-0 rounded accent-primary-700"
              aria-describedby="esim-alert-emails-hint"
              {...register("esimAlertEmails")}
            />
            <span className="font-medium">{t("profile.alerts.label")}</span>
          </label>
          <p id="esim-alert-emails-hint" className="mt-1 pl-8 text-sm text-muted">
            {t("profile.alerts.hint")}
          </p>
          {error && <p className="mt-1 pl-8 text-sm text-danger-700">{error}</p>}
        </div>
        <button
          type="submit"
          className={buttonClass("primary", "md", "self-start sm:self-auto")}
          disabled={busy}
        >
          {t(busy ? "profile.alerts.saving" : "profile.alerts.save")}
        </button>
      </form>
    </section>
  );
}
