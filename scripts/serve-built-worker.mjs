// The production build in workerd through Miniflare, with the browser talking to workerd itself.
// `wrangler dev` puts a proxy Worker in front of the app for its reloads, and under a full e2e run
// that proxy dropped requests now and then ("Network connection lost"): it retries a GET, but a POST
// or a socket caught in it failed with the app blameless. The bindings and vars are read from the
// build's own wrangler.json (with the project's .dev.vars), and the state lives where
// `wrangler … --persist-to` puts it, so the migrations and seeds written with wrangler are the data
// this server reads.
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { readDevVars } from "./lib.mjs";

const BUILT_CONFIG = "build/server/wrangler.json";

/** The entry first, then every chunk it may import (the build has only ES modules to load). */
function builtModules() {
  const chunks = readdirSync("build/server/assets")
    .filter((file) => file.endsWith(".js"))
    .map((file) => resolve("build/server/assets", file));
  return [resolve("build/server/index.js"), ...chunks].map((path) => ({ type: "ESModule", path }));
}

/** Serves the last build on 127.0.0.1:`port` until this process ends; `vars` override the config's. */
export async function serveBuiltWorker({ port, persist, vars = {} }) {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(BUILT_CONFIG);
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          ...workerOptions,
          name: "jalansim-shop",
          modules: builtModules(),
          modulesRoot: resolve("build/server"),
          modulesRules: undefined,
          rootPath: undefined,
          // The project's .dev.vars as it is now: the build copied it only if it existed then.
          bindings: { ...workerOptions.bindings, ...readDevVars(), ...vars },
        },
      ],
      host: "127.0.0.1",
      port: Number(port),
      resourcePersistencePath: join(resolve(persist), "v3"),
      log: new Log(LogLevel.WARN),
    }),
  );
  // Stopped with its process group (Playwright's web server, the measuring scripts, Ctrl-C), which
  // takes workerd with it; killing this node process alone would leave workerd running.
  const url = await miniflare.ready;
  console.log(`Serving the build on ${url.href}`);
  return miniflare;
}
