// `npm run dev`: migrate and seed the local database, then Vite with hot reload on the same data.
import { ensureDevVars, run } from "./lib.mjs";

ensureDevVars();
run("wrangler", ["d1", "migrations", "apply", "DB", "--local"]);
run("tsx", ["scripts/seed.ts"]);
run("react-router", ["dev"]);
