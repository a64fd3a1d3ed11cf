// Start the Airalo stand-in as a child process (`npm run start:payments`), so a fresh clone can buy,
// top up and get usage alerts from a supplier that speaks Airalo's wire format, with no network.
import { spawn } from "node:child_process";

export const AIRALO_STANDIN_PORT = process.env.AIRALO_STANDIN_PORT ?? "12112";
export const AIRALO_STANDIN_URL = `http://127.0.0.1:${AIRALO_STANDIN_PORT}`;
/** The stand-in's own client credentials (server.mjs), passed to the shop as its Airalo secrets. */
export const AIRALO_STANDIN_CLIENT = { id: "standin-client", secret: "standin-secret" };

/** The stand-in on AIRALO_STANDIN_PORT; stopped when this process exits. */
export function spawnAiraloStandin() {
  const child = spawn(process.execPath, ["scripts/airalo-standin/server.mjs"], {
    stdio: "inherit",
    env: { ...process.env, PORT: AIRALO_STANDIN_PORT },
  });
  process.on("exit", () => child.kill());
  return child;
}
