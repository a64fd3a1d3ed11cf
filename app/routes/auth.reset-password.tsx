import { Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "~/components/account/auth-card";
import { PasswordField } from "~/components/account/password-field";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { KeyRound } from "~/components/ui/icons";
import { useFormMessage } from "~/lib/form-messages";
import { metaT, useLocalePath, useT } from "~/lib/i18n";
import { pageTitle } from "~/lib/seo";
import { ResetPasswordSchema } from "~/schemas/auth";
import { queueToast } from "../../worker/web/cookies/flash.server";
import { formAction, formIntent } from "../../worker/web/forms/form-action.server";
import { clientAddress } from "../../worker/web/http/client-address.server";
import { appContext } from "../../worker/web/http/context.server";
import { inRequestLanguage } from "../../worker/web/language/locale-redirect.server";
import { pageMessages, requestLocale, serverT } from "../../worker/web/language/messages.server";
import { resetPassword } from "../../worker/web/pages/account/auth-links.server";
import type { Route } from "./+types/auth.reset-password";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  { title: pageTitle(matches, metaT({ location, matches })("auth.meta.reset")) },
  { name: "robots", content: "noindex" },
  // The token is in the URL: never send it to another site. (Not "no-referrer": Chromium then
  // sends `Origin: null` on the form's POST, which the same-origin check rightly refuses.)
  { name: "referrer", content: "same-origin" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    token: new URL(request.url).searchParams.get("token") ?? "",
    ...pageMessages(context, "auth", "forms", "password"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  return formAction(request, {
    only: "reset-password",
    intents: {
      "reset-password": formIntent({
        schema: ResetPasswordSchema,
        run: async (input) => {
          await resetPassword(db, env, input, { client: clientAddress(request) });
          const t = serverT(requestLocale(context));
          queueToast(context, { title: t("toast.reset.title"), description: t("toast.reset.text") });
          return redirect(inRequestLanguage(context, "/auth/login"));
        },
      }),
    },
  });
}

/** The page the reset e-mail links to (works without JavaScript). */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const t = useT();
  const href = useLocalePath();
  const say = useFormMessage();
  const busy = navigation.state === "submitting";
  const failure = actionData && !actionData.ok ? actionData : null;
  const tokenError = say(
    failure?.fieldErrors?.token ?? (failure?.field === "token" ? failure.error : undefined),
  );
  if (!loaderData.token) {
    return (
      <AuthCard title={t("auth.reset.incompleteTitle")} subtitle={t("auth.reset.incompleteText")}>
        <Link to={href("/auth/forgot-password")} className={buttonClass("primary", "lg", "w-full")}>
          {t("auth.reset.askNew")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.reset.title")} subtitle={t("auth.reset.subtitle")}>
      <Form method="post" className="flex flex-col gap-5" aria-label={t("auth.reset.formLabel")}>
        <FormAlert
          message={tokenError ?? (failure && !failure.fieldErrors ? say(failure.error) : null)}
          testId="reset-error"
        />
        {tokenError && (
          <Link
            to={href("/auth/forgot-password")}
            className="-mt-2 text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            {t("auth.reset.askNew")}
          </Link>
        )}
        <input type="hidden" name="token" value={loaderData.token} />
        <PasswordField
          label={t("auth.reset.password")}
          name="password"
          autoComplete="new-password"
          required
          minLength={6}
          error={say(failure?.fieldErrors?.password)}
        />
        <PasswordField
          label={t("auth.reset.confirm")}
          name="confirmPassword"
          autoComplete="new-password"
          required
          error={say(failure?.fieldErrors?.confirmPassword)}
        />
        <button type="submit" className={buttonClass("primary", "lg", "w-full")} disabled={busy}>
          <KeyRound aria-hidden="true" className="size-5" />
          {busy ? t("auth.reset.busy") : t("auth.reset.submit")}
        </button>
      </Form>
    </AuthCard>
  );
}
