import { ForbiddenError, UpgradeRequiredError } from "../services/errors";
import { isSameOriginRequest } from "../web/guards/same-origin.server";

/**
 * Checks every chat WebSocket upgrade makes before anyone's identity is looked at: it must be an
 * upgrade, and it must come from a page of this site (browsers send Origin on WebSocket handshakes,
 * and cookies ride along cross-site, so this is the CSRF check for sockets).
 */
export function assertChatUpgrade(request: Request): void {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    throw new UpgradeRequiredError("Expected a WebSocket upgrade");
  }
  if (!isSameOriginRequest(request)) throw new ForbiddenError("Cross-origin request refused");
}
