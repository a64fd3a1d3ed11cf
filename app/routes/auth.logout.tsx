import { redirect } from "react-router";
import { queueToast } from "../../worker/web/cookies/flash.server";
import { cookieHeaders } from "../../worker/web/forms/action-result.server";
import { appContext } from "../../worker/web/http/context.server";
import { signOutRequest } from "../../worker/web/pages/account/auth.server";
import type { Route } from "./+types/auth.logout";

// Logout is a POST only (a GET link could be triggered by any page); a visit just goes home.
export function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(appContext);
  const clear = await signOutRequest(db, env, request);
  queueToast(context, { title: "Logged out successfully", description: "See you next time!" });
  return redirect("/", { headers: cookieHeaders([clear]) });
}
