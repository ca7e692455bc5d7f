import { useLoaderData } from 'react-router-dom';

/** The route parameters after the guards ran: (enc) ones are already decrypted. */
export function useGuardedParams(): Readonly<Record<string, string>> {
  const data = useLoaderData() as { params?: Readonly<Record<string, string>> } | undefined;
  return data?.params ?? {};
}
