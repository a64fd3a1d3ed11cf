import { redirect } from "react-router";
import { resendEmailVerification } from "../../worker/web/auth-links.server";
import { appContext } from "../../worker/web/context.server";
import { customerSessionGuard, signedInCustomer } from "../../worker/web/customer-route.server";
import { DomainError } from "../../worker/web/errors.server";
import { queueToast } from "../../worker/web/flash.server";
import { safeRedirect } from "../../worker/web/safe-redirect.server";
import type { Route } from "./+types/auth.resend-verification";

export function loader() {
  return redirect("/profile");
}

export const middleware: Route.MiddlewareFunction[] = [customerSessionGuard];

/**
 * "Resend verification e-mail" from Profile, or from checkout while the shop requires a verified
 * address (a plain form POST; works without JavaScript). Back to the page it came from.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  const customer = signedInCustomer(context);
  const back = safeRedirect((await request.formData()).get("redirectTo"), "/profile");
  try {
    await resendEmailVerification(db, env, customer.user.id);
    queueToast(context, { title: "Verification e-mail sent", description: `Check ${customer.user.email}.` });
    return redirect(back);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    queueToast(context, { title: "Could not send", description: error.message, variant: "destructive" });
    return redirect(back);
  }
}
