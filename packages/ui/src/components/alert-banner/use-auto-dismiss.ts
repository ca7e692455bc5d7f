import { useEffect, useRef } from 'react';

/** Calls `onElapsed` once, `ms` after mount (or after `ms` changes). `null` turns it off. */
export function useAutoDismiss(ms: number | null, onElapsed: () => void): void {
  const latest = useRef(onElapsed);
  useEffect(() => {
    latest.current = onElapsed;
  });
  useEffect(() => {
    if (ms === null) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [ms]);
}
