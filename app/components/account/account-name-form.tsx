import { useMemo } from "react";
import { useRouteForm } from "~/components/forms/use-route-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, TextField } from "~/components/ui/field";
import type { FormResult } from "~/lib/form-errors";
import { useT } from "~/lib/i18n";
import { AccountNameSchema, SAVE_NAME_INTENT } from "~/schemas/account";
import { errorText } from "./error-text";

const cardClass = "rounded-card border border-line bg-white p-5 shadow-card sm:p-6";

/** The name receipts are billed to and e-mails greet, given once instead of the username. */
export function AccountNameForm({
  firstName,
  lastName,
  actionData,
}: {
  firstName: string | null;
  lastName: string | null;
  actionData: FormResult | undefined;
}) {
  const saved = useMemo(
    () => ({ firstName: firstName ?? "", lastName: lastName ?? "" }),
    [firstName, lastName],
  );
  const { formRef, result, failure, errorFor, register, onSubmit, busy } = useRouteForm({
    schema: AccountNameSchema,
    empty: saved,
    actionData,
    intent: SAVE_NAME_INTENT,
  });
  const t = useT();
  return (
    <section aria-labelledby="account-name-title" className={cardClass}>
      <h2 id="account-name-title" className="text-lg font-bold">
        {t("profile.name.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t(firstName ? "profile.name.text" : "profile.name.missing")}</p>
      <form
        method="post"
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        aria-label={t("profile.name.title")}
      >
        <input type="hidden" name="intent" value={SAVE_NAME_INTENT} />
        {failure && !failure.fieldErrors && <FormAlert message={failure.error} />}
        <TextField
          label={t("profile.name.first")}
          autoComplete="given-name"
          defaultValue={saved.firstName}
          error={errorText(t, errorFor("firstName"))}
          {...register("firstName")}
        />
        <TextField
          label={t("profile.name.last")}
          autoComplete="family-name"
          defaultValue={saved.lastName}
          error={errorText(t, errorFor("lastName"))}
          {...register("lastName")}
        />
        <button
          type="submit"
          className={buttonClass("primary", "md", "self-start sm:self-end")}
          disabled={busy}
        >
          {t(busy ? "profile.alerts.saving" : "profile.name.save")}
        </button>
        {result?.ok && (
          <p role="status" className="text-sm text-success-700 sm:col-span-3">
            {t("profile.name.saved")}
          </p>
        )}
      </form>
    </section>
  );
}
