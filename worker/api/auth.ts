import { Hono } from "hono";
import { ChangeEmailSchema, ChangePasswordSchema } from "../../app/schemas/account";
import { LoginSchema, RegisterSchema } from "../../app/schemas/auth";
import { readGuestCartId } from "../auth/guest-cart";
import { clearSessionCookie, lookupUserSession, sessionTokenFrom } from "../auth/session";
import { readConfig } from "../env";
import { requireUser } from "../middleware/customer-session";
import { signIn, signOut, signUp } from "../services/auth";
import { clientAddress } from "../services/rate-limit";
import { changeEmail, changePassword } from "../services/users-account";
import { readJson } from "./read-json";
import type { ApiEnv } from "./types";
import { parseOr400 } from "./validate";

/** SPEC.md §7 "Customer account". */
export const authApi = new Hono<ApiEnv>()
  .get("/user", async (c) => {
    const customer = await lookupUserSession(c.get("db"), c.env.SESSIONS, c.req.raw, { fresh: true });
    if (!customer) return c.json({ error: "Not authenticated" }, 401);
    return c.json({ user: customer.user });
  })
  .post("/login", async (c) => {
    const input = parseOr400(LoginSchema, await readJson(c));
    const { user, cookies, notice } = await signIn(c.get("db"), c.env.SESSIONS, input, {
      client: clientAddress(c.req.raw),
      guestCartId: readGuestCartId(c.req.raw),
    });
    for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
    return c.json(notice ? { user, notice } : { user });
  })
  .post("/register", async (c) => {
    const input = parseOr400(RegisterSchema, await readJson(c));
    const { user, cookies, notice } = await signUp(c.get("db"), c.env.SESSIONS, input, {
      client: clientAddress(c.req.raw),
      guestCartId: readGuestCartId(c.req.raw),
      reservedUsername: readConfig(c.env).SUPER_ADMIN_USERNAME,
    });
    for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
    return c.json(notice ? { user, notice } : { user }, 201);
  })
  .post("/logout", async (c) => {
    const token = sessionTokenFrom(c.req.raw);
    if (token) await signOut(c.get("db"), c.env, token);
    c.header("Set-Cookie", clearSessionCookie(), { append: true });
    return c.json({ success: true });
  })
  .post("/change-password", requireUser(), async (c) => {
    const input = parseOr400(ChangePasswordSchema, await readJson(c));
    const customer = c.get("customer");
    const issued = await changePassword(c.get("db"), c.env, customer.user.id, input, {
      persistent: customer.persistent,
      client: clientAddress(c.req.raw),
    });
    c.header("Set-Cookie", issued.cookie, { append: true });
    return c.json({ message: "Password changed successfully" });
  })
  .post("/change-email", requireUser(), async (c) => {
    const input = parseOr400(ChangeEmailSchema, await readJson(c));
    await changeEmail(c.get("db"), c.env, c.get("customer").user.id, input, {
      client: clientAddress(c.req.raw),
    });
    c.header("Set-Cookie", clearSessionCookie(), { append: true });
    return c.json({ message: "Email changed successfully. Please log in again." });
  });
