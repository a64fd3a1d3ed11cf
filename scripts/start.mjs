// `npm start`: build, migrate and seed the local database, then serve the production build.
import { ensureDevVars, run } from "./lib.mjs";

ensureDevVars();
run("react-router", ["build"]);
run("wrangler", ["d1", "migrations", "apply", "DB", "--local"]);
run("tsx", ["scripts/seed.ts"]);
const port = process.env.PORT ?? "8787";
run("wrangler", ["dev", "--port", port, "--ip", "127.0.0.1", "--show-interactive-dev-session=false"]);
