import { redirect } from "react-router";
import { verifyEmail } from "../../worker/web/auth-links.server";
import { appContext } from "../../worker/web/context.server";
import { DomainError } from "../../worker/web/errors.server";
import { queueToast } from "../../worker/web/flash.server";
import type { Route } from "./+types/auth.verify-email";

/** The link in the verification e-mail: verify, then go to Profile with a toast. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    await verifyEmail(db, token);
    queueToast(context, { title: "Email verified", description: "Thank you for confirming your address." });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    queueToast(context, { title: "Verification failed", description: error.message, variant: "destructive" });
  }
  return redirect("/profile");
}
