import { useSyncExternalStore } from 'react';
import { watchNetworkStatus } from './network-status';

const subscribe = (onChange: () => void) => watchNetworkStatus(onChange);
const isOnline = () => navigator.onLine;
const onServer = () => true;

/** Whether the browser is online (navigator.onLine), following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onServer);
}
