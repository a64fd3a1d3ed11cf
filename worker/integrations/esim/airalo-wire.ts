import { type EsimState, RecycledEsimError } from "./types";

/** Airalo's eSIM statuses, as the shop names them. */
export const STATES: Record<string, EsimState> = {
  NOT_ACTIVE: "not_installed",
  ACTIVE: "active",
  FINISHED: "finished",
  EXPIRED: "expired",
};

/** Airalo's business errors carry a numeric code; 73 says the eSIM was recycled. */
const RECYCLED = 73;

/** Throws RecycledEsimError when an error body names code 73 (`what` names the call for the message). */
export function recycledFrom(body: string, what: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return;
  }
  const code = (parsed as { code?: unknown } | null)?.code;
  const iccid = /iccid ([0-9]+)/i.exec(what)?.[1] ?? "";
  if (Number(code) === RECYCLED) throw new RecycledEsimError(iccid);
}
