// Web-edge entry for a first-time buyer's checkout: one form makes the account (e-mail and password),
// signs the browser in with its guest cart, and opens the payment in the same submit.
import type { RouterContextProvider } from "react-router";
import { type FieldErrors, fieldErrorsOf } from "../../../../app/lib/form-errors";
import { CheckoutSignUpSchema } from "../../../../app/schemas/auth";
import { usernameBaseFromEmail } from "../../../services/accounts/sign-up";
import { listCart } from "../../../services/checkout/cart";
import { asAccountInput, parseCheckoutInput } from "../../../services/checkout/checkout-input";
import { mustVerifyEmailBeforeCheckout } from "../../../services/checkout/verification";
import { InvalidError } from "../../../services/errors";
import { appContext } from "../../http/context.server";
import { DomainError } from "../../http/errors.server";
import { inRequestLanguage } from "../../language/locale-redirect.server";
import { signUpWithEmailRequest } from "../account/auth.server";
import { sendEmailVerification } from "../account/auth-links.server";
import { checkoutFromForm } from "../orders/payments.server";
import { cartOwnerOf } from "./cart.server";

export type GuestCheckoutAnswer =
  | { ok: false; fieldErrors: FieldErrors; email: string }
  | {
      ok: true;
      /** The payment page, or this checkout when the payment could not be opened yet. */
      location: string;
      /** The new session, the cleared guest cart and the device cookie. */
      cookies: string[];
      stopped?: GuestStop;
    };

/** Why the payment did not open: the shop wants the e-mail verified first, or a domain error's message. */
export type GuestStop = { verifyFirst: true } | { verifyFirst: false; message: string };

/** A stand-in for the account not made yet, so the checkout fields are checked before anything is created. */
function prospectiveCustomer(email: string) {
  return { user: { email, username: usernameBaseFromEmail(email), firstName: null, lastName: null } };
}

/**
 * The guest's "Create account and pay": every field (account and checkout) checked first; then the
 * account, its verification e-mail, and the payment opened for the cart the guest cart became.
 * An e-mail already in use is a ConflictError (409) for the route to word.
 */
export async function signUpAndPay(
  request: Request,
  context: Readonly<RouterContextProvider>,
  fields: Record<string, string>,
): Promise<GuestCheckoutAnswer> {
  const { db, env, ctx } = context.get(appContext);
  const owner = cartOwnerOf(request, null);
  const guestLines = owner ? await listCart(db, owner) : [];
  if (guestLines.length === 0) throw new InvalidError("Please add items to your cart before checkout");
  const account = CheckoutSignUpSchema.safeParse(fields);
  const details = parseCheckoutInput(
    guestLines,
    fields,
    prospectiveCustomer(account.success ? account.data.email : "guest@example.invalid"),
  );
  if (!account.success || !details.success) {
    const fieldErrors = {
      ...(details.success ? {} : fieldErrorsOf(details.error)),
      ...(account.success ? {} : fieldErrorsOf(account.error)),
    };
    return { ok: false, fieldErrors, email: fields.email ?? "" };
  }
  const signedUp = await signUpWithEmailRequest(request, context, account.data);
  const { cookies } = signedUp;
  // After the answer: a slow e-mail step never holds up paying (Profile and checkout can resend it).
  ctx.waitUntil(sendEmailVerification(db, env, signedUp.user.id));
  if (await mustVerifyEmailBeforeCheckout(db, false)) {
    return {
      ok: true,
      location: inRequestLanguage(context, "/checkout"),
      cookies,
      stopped: { verifyFirst: true },
    };
  }
  // The signed-in form's one sequence, for the cart the guest cart became, with the fields checked above.
  const input = asAccountInput(details.data, fields, signedUp.customer.user);
  const paid = await checkoutFromForm(request, context, signedUp.customer, { input }).catch(
    (error: unknown) => {
      // The account exists and is signed in: back to checkout, where the review says what is wrong.
      if (!(error instanceof DomainError)) throw error;
      return { ok: false as const, message: error.message };
    },
  );
  if (paid.ok) return { ok: true, location: paid.url, cookies };
  const message = "message" in paid ? paid.message : (Object.values(paid.fieldErrors)[0] ?? "Invalid input");
  return {
    ok: true,
    location: inRequestLanguage(context, "/checkout"),
    cookies,
    stopped: { verifyFirst: false, message },
  };
}
