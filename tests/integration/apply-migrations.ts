import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

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
