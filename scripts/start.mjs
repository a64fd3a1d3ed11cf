// `npm start`: build, migrate and seed the local database, then serve the production build.
import { ensureDevVars, holdServingLock, run, siteUrlVar } from "./lib.mjs";

ensureDevVars();
const port = process.env.PORT ?? "8787";
holdServingLock("npm start", port);
run("react-router", ["build"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local"]);
run("tsx", ["scripts/seed.ts"]);
run("wrangler", [
  "dev",
  "--port",
  port,
  "--ip",
  "127.0.0.1",
  "--show-interactive-dev-session=false",
  ...siteUrlVar(port),
]);
