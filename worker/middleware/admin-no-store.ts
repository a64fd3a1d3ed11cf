import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../api/types";

/**
 * Back-office pages (and their `.data` requests), the content manager and every /api/admin answer:
 * never stored by a browser, proxy or CDN, whoever asked and whatever the status (a cached 200 of
 * a staff page could be replayed to the next person on a shared computer).
 */
const BACK_OFFICE_PATH = /^\/(?:admin|content-manager|api\/admin)(?:[/.]|$)/;

export const adminNoStore: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  // A WebSocket handshake comes back from the chat room's object with immutable headers.
  if (c.res.status === 101 || !BACK_OFFICE_PATH.test(c.req.path)) return;
  c.res.headers.set("Cache-Control", "private, no-store");
};
