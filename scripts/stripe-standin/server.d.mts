export const DEFAULT_WEBHOOK_SECRET: string;
export const DEFAULT_SECRET_KEY: string;
export function parseForm(body: string): Record<string, unknown>;
export function signature(secret: string, body: string, timestamp?: number): string;
export interface Standin {
  url: string;
  port: number;
  close(): Promise<void>;
}
export function startStandin(options?: {
  port?: number;
  webhookSecret?: string;
  webhookUrl?: string;
  asyncDelayMs?: number;
  quiet?: boolean;
}): Promise<Standin>;
