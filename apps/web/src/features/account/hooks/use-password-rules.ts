import { useCallback, useEffect, useRef, useState } from 'react';

/** The domain's password rules (common-password list and strength estimate, about 370 KB). */
export type PasswordRules = typeof import('@portal/domain/password-strength');

/**
 * Loads the password rules after the page has rendered, in a chunk of their own: the sign-up page
 * shows at once and the login route never downloads the dictionary (issue 11, item 9). `rules`
 * is undefined until they arrive; `load` resolves with them (a submit made before they arrived
 * waits for them), or rejects when the chunk cannot be fetched (then the server's check remains).
 */
export function usePasswordRules(): { rules: PasswordRules | undefined; load: () => Promise<PasswordRules> } {
  const [rules, setRules] = useState<PasswordRules>();
  const loading = useRef<Promise<PasswordRules> | undefined>(undefined);
  const load = useCallback(() => {
    loading.current ??= import('@portal/domain/password-strength').then(
      (module) => {
        setRules(module);
        return module;
      },
      (error: unknown) => {
        loading.current = undefined;
        throw error;
      },
    );
    return loading.current;
  }, []);
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);
  return { rules, load };
}
