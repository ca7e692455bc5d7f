import { useEffect, useRef, useState } from 'react';

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

/**
 * Visible until closed or until `ms` elapse (null: until closed); `onDismiss` runs once either way.
 */
export function useDismissible(
  ms: number | null,
  onDismiss?: () => void,
): { visible: boolean; dismiss: () => void } {
  const [visible, setVisible] = useState(true);
  const dismiss = () => {
    if (!visible) return;
    setVisible(false);
    onDismiss?.();
  };
  useAutoDismiss(ms, dismiss);
  return { visible, dismiss };
}
