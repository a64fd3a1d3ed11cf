import { Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/account/auth-card";
import { buttonClass } from "~/components/ui/button";
import { FormAlert, TextField } from "~/components/ui/field";
import { MailCheck, Send } from "~/components/ui/icons";
import { useFormMessage } from "~/lib/form-messages";
import { metaT, richText, useLocalePath, useT } from "~/lib/i18n";
import { pageTitle } from "~/lib/seo";
import { ForgotPasswordSchema } from "~/schemas/auth";
import { formAction, formIntent } from "../../worker/web/forms/form-action.server";
import { clientAddress } from "../../worker/web/http/client-address.server";
import { appContext } from "../../worker/web/http/context.server";
import { pageMessages } from "../../worker/web/language/messages.server";
import { requestPasswordReset } from "../../worker/web/pages/account/auth-links.server";
import type { Route } from "./+types/auth.forgot-password";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: pageTitle(matches, metaT({ location, matches })("auth.meta.forgot")) },
];

export function loader({ context }: Route.LoaderArgs) {
  return pageMessages(context, "auth", "forms");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, ctx } = context.get(appContext);
  return formAction(request, {
    only: "forgot-password",
    intents: {
      "forgot-password": formIntent({
        schema: ForgotPasswordSchema,
        run: async (input) => {
          await requestPasswordReset(db, env, input, {
            client: clientAddress(request),
            defer: (work) => ctx.waitUntil(work),
          });
          return { ok: true as const, email: input.email };
        },
      }),
    },
  });
}

/** Ask for a reset link. The same answer whether or not the address has an account. */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  const href = useLocalePath();
  const say = useFormMessage();
  const busy = navigation.state === "submitting";
  if (actionData?.ok) {
    return (
      <AuthCard title={t("auth.forgot.sentTitle")} subtitle={t("auth.forgot.answer")}>
        <p
          data-testid="forgot-sent"
          className="flex items-start gap-3 rounded-control bg-success-50 p-4 text-sm text-success-700"
        >
          <MailCheck aria-hidden="true" className="size-5 shrink-0" />
          <span>{richText(t, "auth.forgot.sent", { email: <strong>{actionData.email}</strong> })}</span>
        </p>
        <p className="mt-6 text-center text-sm text-muted">
          <Link
            to={href("/auth/login")}
            className="font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            {t("auth.forgot.back")}
          </Link>
        </p>
      </AuthCard>
    );
  }
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <AuthCard title={t("auth.forgot.title")} subtitle={t("auth.forgot.subtitle")}>
      <Form method="post" className="flex flex-col gap-5" aria-label={t("auth.forgot.formLabel")}>
        <FormAlert
          message={failure && !failure.fieldErrors ? say(failure.error) : null}
          testId="forgot-error"
        />
        <TextField
          variant="account"
          label={t("auth.forgot.email")}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={say(failure?.fieldErrors?.email)}
        />
        <button type="submit" className={buttonClass("primary", "lg", "w-full")} disabled={busy}>
          <Send aria-hidden="true" className="size-5" />
          {busy ? t("auth.forgot.busy") : t("auth.forgot.submit")}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        {t("auth.forgot.remembered")}{" "}
        <Link
          to={href("/auth/login")}
          className="font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {t("auth.signIn")}
        </Link>
      </p>
    </AuthCard>
  );
}
