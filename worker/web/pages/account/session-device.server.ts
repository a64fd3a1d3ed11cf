import type { SessionDevice } from "../../../auth/session";

/** A User-Agent longer than this is noise (or an attack on the column); the start names the browser. */
const USER_AGENT_MAX = 256;

let countryNames: Intl.DisplayNames | undefined;
function countryName(code: string): string {
  try {
    countryNames ??= new Intl.DisplayNames(["en"], { type: "region" });
    return countryNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * Where this request comes from, for the session it starts: the browser and Cloudflare's city and
 * country of the connection (`request.cf`). The address itself is never kept here.
 */
export function sessionDeviceOf(request: Request): SessionDevice {
  const userAgent = request.headers.get("User-Agent")?.trim().slice(0, USER_AGENT_MAX) || null;
  const cf = (request as Request & { cf?: { city?: unknown; country?: unknown } }).cf;
  const city = typeof cf?.city === "string" && cf.city.trim() ? cf.city.trim() : null;
  const code = typeof cf?.country === "string" && /^[A-Za-z]{2}$/.test(cf.country) ? cf.country : null;
  const country =
    code && code.toUpperCase() !== "XX" && code.toUpperCase() !== "T1" ? countryName(code) : null;
  const place = [city, country].filter(Boolean).join(", ") || null;
  return { userAgent, place };
}
