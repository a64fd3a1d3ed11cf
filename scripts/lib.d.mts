export function run(command: string, args: string[], options?: object): void;
export function ensureDevVars(): void;
export function readDevVars(): Record<string, string | undefined>;
