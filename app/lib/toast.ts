import { useSyncExternalStore } from "react";

// SPEC.md §9: one toast at a time (a new one replaces the previous), 5 s by default,
// dismissed toasts stay mounted for 1,000,000 ms before removal.
export const TOAST_DURATION_MS = 5000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Override the 5 s default (the login failure toast lasts 8 s). */
  duration?: number;
  /** A link the toast offers ("View cart"); the toast closes once the visitor reaches that page. */
  link?: { label: string; href: string };
}

export interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

// The server's snapshot too: the same array on both sides, so hydration has nothing to redo.
const EMPTY: ToastState[] = [];
let toasts: ToastState[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastState[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }]);
  return id;
}

export function dismissToast(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (!removeTimers.has(id)) {
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        emit(toasts.filter((t) => t.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): ToastState[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}
