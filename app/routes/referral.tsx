import { referralLanding } from "../../worker/web/referral-cookie.server";
import type { Route } from "./+types/referral";

/** A customer's referral link: keeps the code in the `ref` cookie and sends the friend Home. */
export function loader({ request, params }: Route.LoaderArgs) {
  return referralLanding(request, params.code);
}
