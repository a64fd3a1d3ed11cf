import { redirect } from "react-router";
import { appContext } from "../../worker/context";
import { cookieHeaders } from "../../worker/middleware/action-result";
import { requireCustomer } from "../../worker/middleware/customer-route";
import { flashCookie } from "../../worker/services/flash";
import { resendEmailVerification } from "../../worker/web/auth-links.server";
import { DomainError } from "../../worker/web/errors.server";
import type { Route } from "./+types/auth.resend-verification";

export function loader() {
  return redirect("/profile");
}

/** Profile's "Resend verification e-mail" (a plain form POST; works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, env, config } = context.get(appContext);
  const customer = await requireCustomer(request, context);
  try {
    await resendEmailVerification(db, env, config, customer.user.id, new URL(request.url).origin);
    const flash = flashCookie({
      title: "Verification e-mail sent",
      description: `Check ${customer.user.email}.`,
    });
    return redirect("/profile", { headers: cookieHeaders([flash]) });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const flash = flashCookie({
      title: "Could not send",
      description: error.message,
      variant: "destructive",
    });
    return redirect("/profile", { headers: cookieHeaders([flash]) });
  }
}
