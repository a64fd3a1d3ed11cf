import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll } from "vitest";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// The test runtime serves every test file's chat rooms from one Durable Object namespace, while each
// file has its own database whose rooms are numbered from 1: two files running at once would talk
// to (and restart, or erase) the same room object. Each file's rooms are numbered from a random
// start instead, as if its database had lived a while. The shop names a room's object by its id.
const roomsFrom = 1_000 * (1 + Math.floor(Math.random() * 1_000_000));
await env.DB.prepare(
  "INSERT INTO sqlite_sequence (name, seq) SELECT 'chat_rooms', ? WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'chat_rooms')",
)
  .bind(roomsFrom)
  .run();

// An e-mail queued by a file's last test is sent after that test has ended. Each file waits for
// its outbox to be sent before it ends: a consumer still running when the file's storage is taken
// down fails, its retries go on into the next file's turn, and that file never starts (seen as a
// suite that stops with nothing running). A receipt held for an eSIM e-mail (decision 0037) is
// not waited for: it comes due minutes later, and is dropped then.
const SENDING = `SELECT count(*) AS n FROM email_outbox e WHERE e.status = 'queued'
  AND NOT (e.template = 'payment_confirmed' AND EXISTS (SELECT 1 FROM orders o JOIN fulfilments f
    ON f.order_id = o.id AND f.kind = 'eSIM' WHERE o.id = e.order_id AND o.kind = 'plan'))`;
afterAll(async () => {
  const started = Date.now();
  for (;;) {
    const sending = await env.DB.prepare(SENDING).first<{ n: number }>();
    if (!sending?.n) return;
    if (Date.now() - started > 5_000) {
      console.warn(`${sending.n} e-mail(s) still queued 5 s after the file's last test`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
