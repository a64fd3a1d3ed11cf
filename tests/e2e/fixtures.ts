import { createHash } from "node:crypto";
import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Every test is its own traveller on its own line: the shop's per-client limits (20 sign-ups an
 * hour from one address) count by CF-Connecting-IP, which wrangler dev fills in only
 * when the request has none. Without this the whole suite would share 127.0.0.1 and the later
 * sign-ups would be refused for a reason no single test is about.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const digest = createHash("sha256")
      .update(`${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`)
      .digest();
    const address = `10.${digest[0]}.${digest[1]}.${digest[2]}`;
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": address });
  },
});
