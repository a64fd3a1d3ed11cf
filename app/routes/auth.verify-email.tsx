import { redirect } from "react-router";
import { formMessage } from "~/lib/form-messages";
import { queueToast } from "../../worker/web/cookies/flash.server";
import { appContext } from "../../worker/web/http/context.server";
import { DomainError } from "../../worker/web/http/errors.server";
import { inRequestLanguage } from "../../worker/web/language/locale-redirect.server";
import { requestLocale, serverT } from "../../worker/web/language/messages.server";
import { verifyEmail } from "../../worker/web/pages/account/auth-links.server";
import type { Route } from "./+types/auth.verify-email";

/** The link in the verification e-mail: verify, then go to Profile with a toast. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const locale = requestLocale(context);
  const t = serverT(locale);
  try {
    await verifyEmail(db, token);
    queueToast(context, { title: t("toast.verify.title"), description: t("toast.verify.text") });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    queueToast(context, {
      title: t("toast.verify.failed"),
      description: formMessage(t, locale, error.message),
      variant: "destructive",
    });
  }
  return redirect(inRequestLanguage(context, "/profile"));
}
