// The servers the benchmark measures: each app under `wrangler dev` on its own throwaway local
// database, stopped (with its whole process group) when the run ends, however it ends.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
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

/** CPU time (clock ticks) of every process in the server's process group: wrangler and workerd. */
function groupCpuTicks(child) {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // The fields after the command name, which is in brackets and may hold spaces or brackets.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
      if (Number(fields[2]) === child.pid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks;
}

/**
 * Waits until the server has stopped working on the last route: a page it answered may still be
 * writing its copy to the cache (`waitUntil`), and that work shares a thread with the next route's
 * requests: /terms measured 162 req/s on a quiet server and 140 right after Shop uncached's 600
 * stores. Settled is under a tenth of a core (10 ticks at Linux's 100 a second) for a second; at
 * most 30 s. Linux only (/proc); elsewhere it returns at once.
 */
export async function settle(child) {
  if (!existsSync("/proc/self/stat")) return;
  const deadline = Date.now() + 30_000;
  let before = groupCpuTicks(child);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = groupCpuTicks(child);
    if (now - before < 10) return;
    before = now;
  }
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
