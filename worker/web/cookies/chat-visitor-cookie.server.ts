import { clearCookie, readCookie, setCookie } from "./cookies.server";

/**
 * A visitor's key to their chat room: a random 256-bit token (only its SHA-256 is stored), sent
 * only to this site (Strict: the widget's calls and its socket are same-origin) and never readable
 * by scripts. It lives as long as an idle visitor room is kept.
 */
const VISITOR_CHAT_COOKIE = "__Host-chat_visitor";

export function readVisitorChatToken(request: Request): string | undefined {
  const token = readCookie(request, VISITOR_CHAT_COOKIE);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

export function visitorChatCookie(token: string, maxAgeMs: number): string {
  return setCookie(VISITOR_CHAT_COOKIE, token, { sameSite: "Strict", maxAge: Math.floor(maxAgeMs / 1000) });
}

export function clearVisitorChatCookie(): string {
  return clearCookie(VISITOR_CHAT_COOKIE, { sameSite: "Strict" });
}
