// The servers the benchmark measures: each app under `wrangler dev` on its own throwaway local
// database, stopped (with its whole process group) when the run ends, however it ends.
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { run } from "../lib.mjs";

const children = [];
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null) process.kill(-child.pid, "SIGTERM");
});

export function serve(cwd, port, persist) {
  const child = spawn(
    "wrangler",
    [
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      persist,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ],
    {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    },
  );
  children.push(child);
  return child;
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

export async function waitUntilUp(url) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * A throwaway database at `scale` times the seed. With `reuse`, one left by an earlier run is served
 * again as it is (the 100x database takes half an hour to build on two cores).
 */
export function prepareDatabase(scale, { reuse = false } = {}) {
  const persist = `.tmp/bench-state-${scale}x`;
  if (reuse && existsSync(`${persist}/v3/d1`)) return persist;
  rmSync(persist, { recursive: true, force: true });
  run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  run("tsx", ["scripts/seed.ts", "--persist-to", persist]);
  run("tsx", ["scripts/bench/seed-scale.ts", "--persist-to", persist, "--scale", String(scale)]);
  return persist;
}
