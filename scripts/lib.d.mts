export function run(command: string, args: string[], options?: object): void;
export function ensureDevVars(): void;
export function readDevVars(): Record<string, string | undefined>;
export function holdServingLock(what: string, port: string): void;
export function siteUrlVar(port: string): string[];
