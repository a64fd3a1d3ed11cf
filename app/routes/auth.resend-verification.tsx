import { redirect } from "react-router";
import { z } from "zod";
import { formMessage } from "~/lib/form-messages";
import { queueToast } from "../../worker/web/cookies/flash.server";
import { formAction, formIntent, type Posted } from "../../worker/web/forms/form-action.server";
import { customerSessionGuard, signedInCustomer } from "../../worker/web/guards/customer-route.server";
import { appContext } from "../../worker/web/http/context.server";
import { DomainError } from "../../worker/web/http/errors.server";
import { safeRedirect } from "../../worker/web/http/safe-redirect.server";
import { inRequestLanguage } from "../../worker/web/language/locale-redirect.server";
import { requestLocale, serverT } from "../../worker/web/language/messages.server";
import { resendEmailVerification } from "../../worker/web/pages/account/auth-links.server";
import type { Route } from "./+types/auth.resend-verification";

export function loader({ context }: Route.LoaderArgs) {
  return redirect(inRequestLanguage(context, "/profile"));
}

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

/**
 * "Resend verification e-mail" from Profile, or from checkout while the shop requires a verified
 * address (a plain form POST; works without JavaScript). Back to the page it came from.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  const customer = signedInCustomer(context);
  const locale = requestLocale(context);
  const t = serverT(locale);
  const backOf = ({ fields }: Posted) =>
    safeRedirect(fields.redirectTo, inRequestLanguage(context, "/profile"));
  return formAction(request, {
    only: "resend",
    intents: {
      resend: formIntent({
        schema: z.object({}),
        run: async (_input, posted) => {
          await resendEmailVerification(db, env, customer.user.id);
          queueToast(context, {
            title: t("toast.resend.title"),
            description: t("toast.resend.text", { email: customer.user.email }),
          });
          return redirect(backOf(posted));
        },
      }),
    },
    failure: (error, posted) => {
      if (!(error instanceof DomainError)) throw error;
      queueToast(context, {
        title: t("toast.resend.failed"),
        description: formMessage(t, locale, error.message),
        variant: "destructive",
      });
      return redirect(backOf(posted));
    },
  });
}
