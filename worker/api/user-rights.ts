import { type Context, Hono } from "hono";
import { DeleteAccountSchema } from "../../app/schemas/account";
import { PositiveIdSchema } from "../../app/schemas/id";
import { deleteOwnAccount } from "../services/accounts/deletion";
import { exportCustomerData } from "../services/accounts/export";
import {
  endCustomerSession,
  endOtherCustomerSessions,
  listCustomerSessions,
} from "../services/accounts/sessions";
import { clearSessionCookie } from "../web/cookies/session-cookie.server";
import { requireUser } from "../web/guards/customer-session.server";
import { clientAddress } from "../web/http/client-address.server";
import type { ApiEnv } from "../web/http/hono-env.server";
import { validateJson, validateParams } from "./validate";

/** Everything here is the customer's own data: never kept by a browser, proxy or CDN. */
function privateAnswer(c: Context) {
  c.header("Cache-Control", "private, no-store");
}

/**
 * The customer's rights over their data (PDPA, GDPR): download it, delete the account, see and end
 * the sessions that are signed in. Every route reads only the signed-in customer's own rows.
 */
export const accountRightsApi = new Hono<ApiEnv>()
  .get("/export", requireUser(), async (c) => {
    const customer = c.get("customer");
    const data = await exportCustomerData(c.env, c.get("db"), customer.user.id);
    privateAnswer(c);
    const day = data.exportedAt.slice(0, 10);
    c.header("Content-Disposition", `attachment; filename="my-data-${day}.json"`);
    return c.body(JSON.stringify(data, null, 2), 200, { "Content-Type": "application/json; charset=utf-8" });
  })
  .post("/delete-account", requireUser(), validateJson(DeleteAccountSchema), async (c) => {
    const { user } = c.get("customer");
    const { password } = c.req.valid("json");
    await deleteOwnAccount(c.get("db"), c.env, password, {
      userId: user.id,
      client: clientAddress(c.req.raw),
    });
    privateAnswer(c);
    c.header("Set-Cookie", clearSessionCookie());
    return c.json({ success: true });
  })
  .get("/sessions", requireUser(), async (c) => {
    const { user, tokenHash } = c.get("customer");
    privateAnswer(c);
    return c.json({ items: await listCustomerSessions(c.get("db"), user.id, tokenHash) });
  })
  .delete("/sessions", requireUser(), async (c) => {
    const { user, tokenHash } = c.get("customer");
    privateAnswer(c);
    return c.json(
      await endOtherCustomerSessions(c.get("db"), c.env, { userId: user.id, currentHash: tokenHash }),
    );
  })
  .delete("/sessions/:id", requireUser(), validateParams({ id: PositiveIdSchema }), async (c) => {
    const { user, tokenHash } = c.get("customer");
    const ended = await endCustomerSession(c.get("db"), c.env, c.req.valid("param").id, {
      userId: user.id,
      currentHash: tokenHash,
    });
    privateAnswer(c);
    if (ended.current) c.header("Set-Cookie", clearSessionCookie());
    return c.json({ success: true, ...ended });
  });
