import type { Context } from "hono";
import { z } from "zod";
import { devMailboxOn, readConfig } from "../../env";
import { readDevMailbox } from "../../services/email/dev-mailbox";
import { InvalidError } from "../../services/errors";
import { errorResponse } from "./errors.server";
import type { ApiEnv } from "./hono-env.server";

const MailboxQuerySchema = z.object({ to: z.email().max(254) });

/**
 * GET /__dev/mailbox?to=<address>: a developer's mailbox, so that people and tests can follow the
 * links the shop e-mails. Only when `.dev.vars` sets DEV_MAILBOX=1 and the transport is local; a
 * deploy has neither, and then the path is a 404.
 */
export async function serveDevMailbox(c: Context<ApiEnv>): Promise<Response> {
  if (!devMailboxOn(readConfig(c.env))) return c.notFound();
  const query = MailboxQuerySchema.safeParse({ to: c.req.query("to") });
  if (!query.success) return errorResponse(c, new InvalidError("Give the address as ?to=<e-mail address>"));
  c.header("Cache-Control", "private, no-store");
  return c.json(await readDevMailbox(c.get("db"), query.data.to));
}
