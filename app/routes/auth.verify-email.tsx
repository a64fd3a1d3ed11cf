import { redirect } from "react-router";
import { formMessage } from "~/lib/form-messages";
import { verifyEmail } from "../../worker/web/auth-links.server";
import { appContext } from "../../worker/web/context.server";
import { DomainError } from "../../worker/web/errors.server";
import { queueToast } from "../../worker/web/flash.server";
import { inRequestLanguage } from "../../worker/web/locale-redirect.server";
import { requestLocale, serverT } from "../../worker/web/messages.server";
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
