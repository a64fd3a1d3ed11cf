/**
 * A redirect target from user input, kept on this site: a path starting with one "/" (not "//"
 * or "/\", which browsers read as another host) and no control characters. Otherwise `fallback`.
 *
 * The check is made on the target as given AND on what a browser makes of it: dot segments are
 * resolved first (`/.//evil.example` becomes `//evil.example`), and a path holding an encoded
 * slash or backslash (`%2F`, `%5C`) is refused, since some servers and proxies decode them.
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 512) return fallback;
  if (!isLocalPath(target)) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  try {
    const url = new URL(target, "http://same.invalid");
    if (url.origin !== "http://same.invalid") return fallback;
    if (/%(2f|5c)/i.test(url.pathname)) return fallback;
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    return isLocalPath(normalised) ? normalised : fallback;
  } catch {
    return fallback;
  }
}

function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}
