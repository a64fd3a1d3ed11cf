import type { Server } from "node:http";
export function createAiraloStandin(): { server: Server; state: Record<string, unknown> };
