import type { Context } from "hono";
import { z } from "zod";
import { isLocale, LOCALE_COOKIE, LOCALES, type Locale, localePath, stripLocale } from "~/lib/locale";
import { saveAccountLocale } from "../../services/accounts/preferences";
import { readCookie, setCookie } from "../cookies/cookies.server";
import { lookupUserSession } from "../cookies/session-cookie.server";
import type { ApiEnv } from "../http/hono-env.server";
import { safeRedirect } from "../http/safe-redirect.server";

const A_YEAR_S = 365 * 24 * 60 * 60;

/** The visitor's remembered language (the switcher's `lang` cookie), if it names one. */
export function cookieLocale(request: Request): Locale | null {
  const value = readCookie(request, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/** The same cookie the switcher's script writes: a preference, readable by the page's script. */
function localeCookie(locale: Locale, secure: boolean): string {
  return setCookie(LOCALE_COOKIE, locale, { httpOnly: false, secure, maxAge: A_YEAR_S });
}

const ChoiceSchema = z.object({
  locale: z.enum(LOCALES),
  /** The page the visitor was on, in any language; a path on this site only. */
  to: z.string().max(512).optional(),
});

/** Where the chosen language's copy of `to` lives; the back office has one language and stays put. */
function targetIn(locale: Locale, to: string | undefined): string {
  const target = new URL(safeRedirect(to), "http://same.invalid");
  const path = stripLocale(target.pathname);
  const home = localePath(locale, "/");
  // Checked again once the prefix is gone: `/ms//evil.example` is a local path, `//evil.example` is not.
  if (/^\/(admin|content-manager)(\/|$)/.test(path)) return safeRedirect(path + target.search, home);
  return safeRedirect(`${localePath(locale, path)}${target.search}${target.hash}`, home);
}

/**
 * POST /lang (a form: `locale`, `to`): the switcher without JavaScript, and the one place a signed-in
 * customer's choice is saved on the account (their e-mails follow it). Sets the cookie and answers a
 * 303 to the same page in that language. The same-origin middleware refuses a cross-site post first.
 */
export async function chooseLanguage(c: Context<ApiEnv>): Promise<Response> {
  const form = await c.req.parseBody().catch(() => ({}));
  const choice = ChoiceSchema.safeParse(form);
  if (!choice.success) return c.text("Choose a language: en, ms or zh-Hans", 400);
  const { locale, to } = choice.data;
  const customer = await lookupUserSession(c.get("db"), c.env.SESSIONS, c.req.raw, { fresh: true });
  if (customer) await saveAccountLocale(c.get("db"), customer.user.id, locale);
  c.header("Set-Cookie", localeCookie(locale, new URL(c.req.url).protocol === "https:"));
  c.header("Cache-Control", "private, no-store");
  return c.redirect(targetIn(locale, to), 303);
}
