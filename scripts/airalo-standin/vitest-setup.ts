// Vitest globalSetup (vitest.config.ts): the Airalo stand-in (plain Node, its real wire format) for the adapter tests.
import type { Server } from "node:http";
import { createAiraloStandin } from "./server.mjs";

export const AIRALO_STANDIN_PORT = Number(process.env.AIRALO_STANDIN_PORT ?? 12112);

let server: Server | undefined;

export async function setup(): Promise<void> {
  server = createAiraloStandin().server;
  await new Promise<void>((resolve, reject) => {
    server?.once("error", reject);
    server?.listen(AIRALO_STANDIN_PORT, "127.0.0.1", () => resolve());
  });
}

export async function teardown(): Promise<void> {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
