import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and in the first client render, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
