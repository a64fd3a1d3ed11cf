import { createServer } from "node:net";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// The Stripe stand-in (started by tests/integration/stripe-standin-setup.ts) listens on a
// free port chosen once here, so workerd's STRIPE_API_URL and the stand-in agree. The
// Airalo stand-in (scripts/airalo-standin/vitest-setup.ts) listens on AIRALO_STANDIN_PORT.
const AIRALO_STANDIN_PORT = Number(process.env.AIRALO_STANDIN_PORT ?? 12112);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export default defineConfig(async () => {
  process.env.STRIPE_STANDIN_TEST_PORT ??= String(await freePort());
  return {
    plugins: [
      cloudflareTest({
        main: "./tests/integration/test-worker.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations("migrations"),
            STRIPE_API_URL: `http://127.0.0.1:${process.env.STRIPE_STANDIN_TEST_PORT}`,
            SETTINGS_ENCRYPTION_KEY: "test-only-settings-encryption-key",
            // Local development as `.dev.vars.example` sets it: tests sign staff in with a password.
            // The files that test a deploy's rules replace these for their requests.
            LOCAL_DEVELOPMENT: "1",
            STAFF_TWO_FACTOR: "optional",
            // Queue retries without waiting, and the Airalo stand-in.
            QUEUE_RETRY_BASE_SECONDS: "0",
            // The developer's mailbox: tests follow e-mailed links as a person would.
            DEV_MAILBOX: "1",
            TEST_AIRALO_URL: `http://127.0.0.1:${AIRALO_STANDIN_PORT}`,
          },
          // wrangler.toml's consumers, delivering at once (STACK-NOTES: max_batch_timeout = 0).
          queueConsumers: {
            fulfilment: {
              maxBatchSize: 5,
              maxBatchTimeout: 0,
              maxRetries: 5,
              deadLetterQueue: "fulfilment-dlq",
            },
            "fulfilment-dlq": { maxBatchTimeout: 0 },
            email: { maxBatchSize: 10, maxBatchTimeout: 0, maxRetries: 6, deadLetterQueue: "email-dlq" },
            "email-dlq": { maxBatchTimeout: 0 },
          },
        },
      }),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
      setupFiles: ["./tests/integration/apply-migrations.ts"],
      globalSetup: [
        "./tests/integration/stripe-standin-setup.ts",
        "./scripts/airalo-standin/vitest-setup.ts",
      ],
      // Password hashing dominates some tests; on a shared 2-core machine 5 s is not enough headroom.
      testTimeout: 30_000,
      // The same headroom for a file's setup and its end (which waits for its e-mails to be sent).
      hookTimeout: 30_000,
    },
  };
});
