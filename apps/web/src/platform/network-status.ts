/** Calls back when the browser goes online or offline; returns the unsubscribe function. */
export function watchNetworkStatus(onChange: (online: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const online = () => onChange(true);
  const offline = () => onChange(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}
