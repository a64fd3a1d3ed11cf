// `npm test`: every check, in order of speed. Any failure stops the run with a non-zero exit.
import { run } from "./lib.mjs";

run("biome", ["check", "."]);
// The icon sprite and its components match the icons the app imports (npm run icons).
run("node", ["scripts/build-icons.mjs", "--check"]);
run("wrangler", ["types"]);
run("react-router", ["typegen"]);
// Unused files, exports and dependencies (knip.json says where the entry points are). After the
// generated types: on a fresh clone the routes' `./+types/*` imports exist only once typegen ran.
run("knip", ["--no-config-hints"]);
run("tsc", ["-b"]);
run("vitest", ["run"]);
run("node", ["scripts/backup/check-round-trip.mjs"]);
run("react-router", ["build"]);
run("node", ["scripts/check-worker-size.mjs"]);
run("playwright", ["test"]);
