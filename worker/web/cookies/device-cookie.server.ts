import { clearCookie, readCookie, setCookie } from "./cookies.server";

// The device cookie of sign-in-guard.ts: random tokens (only their SHA-256 is stored, in
// known_devices), one per account this browser has signed in to, newest first, joined by dots.
// Customers and staff each have their own cookie, so neither kind ever reads the other's tokens.
const DEVICE_COOKIES = { customer: "__Host-device", staff: "__Host-staff_device" } as const;
type DeviceKind = keyof typeof DEVICE_COOKIES;

/** Half a year: a browser not used for that long is a stranger again. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export function deviceTokensFrom(request: Request, kind: DeviceKind): string[] {
  const value = readCookie(request, DEVICE_COOKIES[kind]) ?? "";
  // Our tokens are 43 base64url characters; anything else is not worth a lookup.
  return value
    .split(".")
    .filter((token) => /^[A-Za-z0-9_-]{20,128}$/.test(token))
    .slice(0, 5);
}

export function deviceCookie(kind: DeviceKind, tokens: string[]): string {
  if (tokens.length === 0) return clearCookie(DEVICE_COOKIES[kind], { sameSite: "Strict" });
  return setCookie(DEVICE_COOKIES[kind], tokens.join("."), {
    sameSite: "Strict",
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
