import { useCallback, useEffect, useRef, useState } from "react";

const MUTE_KEY = "staff-chat-muted";

/**
 * A short two-tone chime made with Web Audio (no file to download). Browsers only allow audio
 * after a user gesture, so the AudioContext is created on the first click inside the panel.
 */
export function useNotificationSound() {
  const context = useRef<AudioContext | null>(null);
  const [muted, setMuted] = useState(false);

  useEffect(() => {
    setMuted(window.localStorage.getItem(MUTE_KEY) === "1");
  }, []);

  const unlock = useCallback(() => {
    context.current ??= new AudioContext();
    if (context.current.state === "suspended") void context.current.resume();
  }, []);

  const toggleMuted = useCallback(() => {
    setMuted((value) => {
      window.localStorage.setItem(MUTE_KEY, value ? "0" : "1");
      return !value;
    });
  }, []);

  const play = useCallback(() => {
    const audio = context.current;
    if (muted || !audio || audio.state !== "running") return false;
    for (const [index, frequency] of [880, 1320].entries()) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const start = audio.currentTime + index * 0.12;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.3);
    }
    return true;
  }, [muted]);

  return { muted, toggleMuted, unlock, play };
}
