import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { ChangeEmailSchema, ChangePasswordSchema } from "../../../../app/schemas/account";
import type { CheckoutSignUpSchema, LoginSchema, RegisterSchema } from "../../../../app/schemas/auth";
import type { CustomerSession } from "../../../auth/session";
import type { Database } from "../../../db/client";
import { readConfig } from "../../../env";
import { type SignedIn, signIn, signOut } from "../../../services/accounts/auth";
import { changeEmail, changePassword } from "../../../services/accounts/profile";
import { signUp, signUpWithEmail } from "../../../services/accounts/sign-up";
import { deviceCookie, deviceTokensFrom } from "../../cookies/device-cookie.server";
import { readGuestCartId } from "../../cookies/guest-cart.server";
import { referralCodeFrom } from "../../cookies/referral-cookie.server";
import {
  clearSessionCookie,
  sessionCookie,
  sessionTokenFrom,
  signedInCookies,
} from "../../cookies/session-cookie.server";
import { clientAddress, fullClientAddress } from "../../http/client-address.server";
import { appContext } from "../../http/context.server";
import { cookieLocale } from "../../language/language.server";
import { requestLocale } from "../../language/messages.server";
import { sessionDeviceOf } from "./session-device.server";

// The account services seen from a request: the client address and guest cart come from it, and
// the session the services start or end goes back as Set-Cookie values. The login and register
// pages and POST /api/auth/* share this glue.

/** The request's side of a sign-in: who is asking from where, with which device cookie and cart. */
function authRequest(request: Request) {
  return {
    client: clientAddress(request),
    address: fullClientAddress(request),
    deviceTokens: deviceTokensFrom(request, "customer"),
    guestCartId: readGuestCartId(request),
    device: sessionDeviceOf(request),
    referralCode: referralCodeFrom(request),
  };
}

/** The session, the merged cart's cleared cookie, and this browser's device cookie. */
function signedInRequestCookies(signedIn: SignedIn): string[] {
  return [...signedInCookies(signedIn), deviceCookie("customer", signedIn.deviceTokens)];
}

/** Sign in (login page and API): the user, a notice to show, and the cookies to set. */
export async function signInRequest(
  db: Database,
  env: Env,
  request: Request,
  input: z.output<typeof LoginSchema>,
) {
  const signedIn = await signIn(db, env, input, authRequest(request));
  return {
    user: signedIn.user,
    notice: signedIn.notice,
    passwordChangeRequired: signedIn.passwordChangeRequired === true,
    cookies: signedInRequestCookies(signedIn),
  };
}

/**
 * Register and sign in (register page and API). The account's language: the one given (the page
 * passes its address's; the API an optional `locale` field), else the switcher's cookie, else English.
 */
export async function signUpRequest(
  db: Database,
  env: Env,
  request: Request,
  input: z.output<typeof RegisterSchema>,
) {
  // The super admin's username stays free for the super admin.
  const reservedUsername = readConfig(env).SUPER_ADMIN_USERNAME;
  const locale = input.locale ?? cookieLocale(request) ?? "en";
  const signedIn = await signUp(db, env.SESSIONS, input, {
    ...authRequest(request),
    reservedUsername,
    locale,
  });
  return { user: signedIn.user, notice: signedIn.notice, cookies: signedInRequestCookies(signedIn) };
}

/** The checkout page's sign-up (e-mail and password); also answers the new session, to pay with at once. */
export async function signUpWithEmailRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
  input: z.output<typeof CheckoutSignUpSchema>,
) {
  const { db, env } = context.get(appContext);
  const reservedUsername = readConfig(env).SUPER_ADMIN_USERNAME;
  const signedIn = await signUpWithEmail(db, env.SESSIONS, input, {
    ...authRequest(request),
    reservedUsername,
    // The checkout page's own language (/zh/checkout → zh-Hans).
    locale: requestLocale(context),
  });
  return {
    user: signedIn.user,
    customer: signedIn.issued.session,
    notice: signedIn.notice,
    cookies: signedInRequestCookies(signedIn),
  };
}

/** Logout: end the request's session (if any); answers the cookie that clears it. */
export async function signOutRequest(db: Database, env: Env, request: Request): Promise<string> {
  const token = sessionTokenFrom(request);
  if (token) await signOut(db, env, token);
  return clearSessionCookie();
}

/** A signed-in customer's request. */
interface CustomerRequest {
  request: Request;
  customer: CustomerSession;
}

/** Change password: every session ends, this browser gets a fresh one (its cookie is answered). */
export async function changePasswordRequest(
  db: Database,
  env: Env,
  { request, customer }: CustomerRequest,
  input: z.output<typeof ChangePasswordSchema>,
): Promise<string> {
  const issued = await changePassword(db, env, input, {
    userId: customer.user.id,
    persistent: customer.persistent,
    client: clientAddress(request),
    device: sessionDeviceOf(request),
  });
  return sessionCookie(issued.token, issued.persistent);
}

/** Change e-mail: every session ends, this one too (its cookie is cleared by the answer). */
export async function changeEmailRequest(
  db: Database,
  env: Env,
  { request, customer }: CustomerRequest,
  input: z.output<typeof ChangeEmailSchema>,
): Promise<string> {
  await changeEmail(db, env, input, { userId: customer.user.id, client: clientAddress(request) });
  return clearSessionCookie();
}
