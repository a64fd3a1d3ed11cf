import { Hono } from "hono";
import { z } from "zod";
import { ChangeEmailSchema, ChangePasswordSchema } from "../../app/schemas/account";
import {
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from "../../app/schemas/auth";
import { serverT } from "../i18n/catalogues";
import {
  requestPasswordReset,
  resendEmailVerification,
  resetPassword,
  sendEmailVerification,
  verifyEmail,
} from "../services/accounts/links";
import { UnauthorizedError } from "../services/errors";
import { lookupUserSession } from "../web/cookies/session-cookie.server";
import { requireUser } from "../web/guards/customer-session.server";
import { clientAddress } from "../web/http/client-address.server";
import type { ApiEnv } from "../web/http/hono-env.server";
import {
  changeEmailRequest,
  changePasswordRequest,
  signInRequest,
  signOutRequest,
  signUpRequest,
} from "../web/pages/account/auth.server";
import { validateJson } from "./validate";

const VerifyTokenSchema = z.object({ token: z.string().trim().min(20).max(200) });

/** SPEC.md §7 "Customer account". */
export const authApi = new Hono<ApiEnv>()
  .get("/user", async (c) => {
    const customer = await lookupUserSession(c.get("db"), c.env.SESSIONS, c.req.raw, { fresh: true });
    if (!customer) throw new UnauthorizedError("Not authenticated");
    return c.json({ user: customer.user });
  })
  .post("/login", validateJson(LoginSchema), async (c) => {
    const input = c.req.valid("json");
    const signedIn = await signInRequest(c.get("db"), c.env, c.req.raw, input);
    const { user, cookies, notice, passwordChangeRequired } = signedIn;
    for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
    // A password set under the old rule: signed in, and told to choose a new one (decision 0064).
    return c.json({
      user,
      ...(notice ? { notice } : {}),
      ...(passwordChangeRequired ? { passwordChangeRequired: true } : {}),
    });
  })
  .post("/register", validateJson(RegisterSchema), async (c) => {
    const input = c.req.valid("json");
    const { user, cookies, notice } = await signUpRequest(c.get("db"), c.env, c.req.raw, input);
    // After the answer: a slow e-mail step never holds up sign-up (Profile can resend the link).
    c.executionCtx.waitUntil(sendEmailVerification(c.get("db"), c.env, user.id));
    for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
    return c.json(notice ? { user, notice } : { user }, 201);
  })
  .post("/logout", async (c) => {
    c.header("Set-Cookie", await signOutRequest(c.get("db"), c.env, c.req.raw), { append: true });
    return c.json({ success: true });
  })
  .post("/change-password", requireUser(), validateJson(ChangePasswordSchema), async (c) => {
    const input = c.req.valid("json");
    const cookie = await changePasswordRequest(
      c.get("db"),
      c.env,
      { request: c.req.raw, customer: c.get("customer") },
      input,
    );
    c.header("Set-Cookie", cookie, { append: true });
    return c.json({ message: "Password changed successfully" });
  })
  .post("/change-email", requireUser(), validateJson(ChangeEmailSchema), async (c) => {
    const input = c.req.valid("json");
    const clear = await changeEmailRequest(
      c.get("db"),
      c.env,
      { request: c.req.raw, customer: c.get("customer") },
      input,
    );
    await sendEmailVerification(c.get("db"), c.env, c.get("customer").user.id);
    c.header("Set-Cookie", clear, { append: true });
    return c.json({ message: "Email changed successfully. Please log in again." });
  })
  // Forgot / reset password and e-mail verification.
  .post("/forgot-password", validateJson(ForgotPasswordSchema), async (c) => {
    await requestPasswordReset(c.get("db"), c.env, c.req.valid("json"), {
      client: clientAddress(c.req.raw),
      defer: (work) => c.executionCtx.waitUntil(work),
    });
    return c.json({ message: serverT("en")("auth.forgot.answer") });
  })
  .post("/reset-password", validateJson(ResetPasswordSchema), async (c) => {
    await resetPassword(c.get("db"), c.env, c.req.valid("json"), { client: clientAddress(c.req.raw) });
    return c.json({ message: "Password changed. Please sign in with your new password." });
  })
  .post("/verify-email", validateJson(VerifyTokenSchema), async (c) => {
    await verifyEmail(c.get("db"), c.req.valid("json").token);
    return c.json({ message: "Email verified" });
  })
  .post("/resend-verification", requireUser(), async (c) => {
    await resendEmailVerification(c.get("db"), c.env, c.get("customer").user.id);
    return c.json({ message: "Verification e-mail sent" });
  });
