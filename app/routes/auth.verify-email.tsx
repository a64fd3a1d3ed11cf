import { redirect } from "react-router";
import { cookieHeaders } from "../../worker/web/action-result.server";
import { verifyEmail } from "../../worker/web/auth-links.server";
import { appContext } from "../../worker/web/context.server";
import { DomainError } from "../../worker/web/errors.server";
import { flashCookie } from "../../worker/web/flash.server";
import type { Route } from "./+types/auth.verify-email";

/** The link in the verification e-mail: verify, then go to Profile with a toast. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    await verifyEmail(db, token);
    const flash = flashCookie({
      title: "Email verified",
      description: "Thank you for confirming your address.",
    });
    return redirect("/profile", { headers: cookieHeaders([flash]) });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const flash = flashCookie({
      title: "Verification failed",
      description: error.message,
      variant: "destructive",
    });
    return redirect("/profile", { headers: cookieHeaders([flash]) });
  }
}
