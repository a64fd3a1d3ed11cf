import { useState } from "react";

/**
 * Which of a tab's dialogs is open: one state, so two can never be open together. `opened` counts
 * the openings; as the dialogs' key it gives each opening a fresh dialog (and fetcher), so an
 * earlier refusal is not shown again.
 */
export function useTabDialog<Mode>() {
  const [mode, setMode] = useState<Mode | null>(null);
  const [opened, setOpened] = useState(0);
  const show = (next: Mode) => {
    setOpened((n) => n + 1);
    setMode(next);
  };
  const close = () => setMode(null);
  return { mode, opened, show, close };
}
