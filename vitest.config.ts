import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const AIRALO_STANDIN_PORT = Number(process.env.AIRALO_STANDIN_PORT ?? 12112);

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      main: "./tests/integration/test-worker.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations("migrations"),
          // Issue 13: queue retries without waiting, the Airalo stand-in of scripts/airalo-standin/vitest-setup.ts.
          QUEUE_RETRY_BASE_SECONDS: "0",
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
    globalSetup: ["./scripts/airalo-standin/vitest-setup.ts"],
  },
}));
