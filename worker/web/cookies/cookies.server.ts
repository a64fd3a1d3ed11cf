import { type CookieOptions, parse, serialize } from "hono/utils/cookie";

/**
 * Cookie reading and writing shared by Hono handlers and React Router loaders/actions (which only
 * have a Request and return headers). Secure defaults: HttpOnly, Secure, SameSite=Lax, Path=/.
 * Names with the `__Host-` prefix must keep Secure, Path=/ and no Domain; serialize() enforces it.
 */
const SECURE_COOKIE: CookieOptions = { httpOnly: true, secure: true, sameSite: "Lax", path: "/" };

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  return parse(header, name)[name];
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): string {
  return serialize(name, value, { ...SECURE_COOKIE, ...options });
}

export function clearCookie(name: string, options: CookieOptions = {}): string {
  return serialize(name, "", { ...SECURE_COOKIE, ...options, maxAge: 0 });
}
