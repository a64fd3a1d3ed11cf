// The README's start commands, as a developer runs them in one checkout.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

const LOCK = ".tmp/serving-lock-test/serving.lock";

test.skip(({ isMobile }) => isMobile, "starts no browser: one project is enough");

test.beforeEach(() => {
  rmSync(".tmp/serving-lock-test", { recursive: true, force: true });
  mkdirSync(".tmp/serving-lock-test", { recursive: true });
});

function start(script: string) {
  return spawnSync(process.execPath, [script], {
    env: { ...process.env, SERVING_LOCK: LOCK, PORT: "8799" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

for (const script of ["scripts/start.mjs", "scripts/start-payments.mjs"]) {
  test(`${script} refuses to rebuild under a start that is still serving this checkout`, () => {
    // This test's own process plays the start that is serving.
    writeFileSync(LOCK, JSON.stringify({ pid: process.pid, what: "npm run start:payments", port: "8787" }));
    const second = start(script);
    expect(second.status).toBe(1);
    expect(second.stderr).toContain("npm run start:payments is already serving this checkout on port 8787");
    expect(JSON.parse(readFileSync(LOCK, "utf8")).pid).toBe(process.pid);
  });
}

test("a local start points e-mailed links at the port it serves", async () => {
  const { readDevVars, siteUrlVar } = await import("../../scripts/lib.mjs");
  test.skip(Boolean(readDevVars().SITE_URL), ".dev.vars names its own address, which wins");
  expect(siteUrlVar("9000")).toEqual(["--var", "SITE_URL:http://localhost:9000"]);
});
