// `npm test`: every check, in order of speed. Any failure stops the run with a non-zero exit.
import { run } from "./lib.mjs";

run("biome", ["check", "."]);
// Unused files, exports and dependencies (knip.json says where the entry points are).
run("knip", ["--no-config-hints"]);
run("wrangler", ["types"]);
run("react-router", ["typegen"]);
run("tsc", ["-b"]);
run("vitest", ["run"]);
run("react-router", ["build"]);
run("node", ["scripts/check-worker-size.mjs"]);
run("playwright", ["test"]);
