import type { Page, TestInfo } from "@playwright/test";

/**
 * Give each test its own client address so per-client rate limits (contact, partnership) do not
 * leak between tests. workerd keeps a CF-Connecting-IP the client sends, as Cloudflare's edge
 * would set it in production.
 */
export async function useOwnClientAddress(page: Page, testInfo: TestInfo): Promise<string> {
  let hash = 0;
  for (const char of `${testInfo.project.name}:${testInfo.testId}:${testInfo.retry}`) {
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  }
  const ip = `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
  return ip;
}
