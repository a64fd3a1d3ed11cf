const FALLBACK = "/admin";
const BACK_OFFICE = /^\/(?:admin|content-manager)(?:[/?#]|$)/;

/**
 * Where the staff sign-in page may send someone afterwards (`?redirectTo=`): a back-office path on
 * this site only. Anything else (another host, "//host", "/\\host", a storefront page, the login
 * page itself) falls back to the dashboard.
 */
export function adminRedirectTarget(raw: string | null | undefined): string {
  if (!raw || raw.length > 512) return FALLBACK;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(raw) || !BACK_OFFICE.test(raw)) return FALLBACK;
  try {
    const url = new URL(raw, "http://same.invalid");
    if (url.origin !== "http://same.invalid" || !BACK_OFFICE.test(url.pathname)) return FALLBACK;
    if (url.pathname.startsWith("/admin/login")) return FALLBACK;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return FALLBACK;
  }
}

/** The sign-in page's address that comes back to `path` afterwards. */
export function adminLoginPath(path: string): string {
  const target = adminRedirectTarget(path);
  return target === FALLBACK ? "/admin/login" : `/admin/login?${new URLSearchParams({ redirectTo: target })}`;
}
