import { useEffect, useState } from 'react';
import type { Config } from 'dompurify';

/** Sanitises HTML (DOMPurify) before it is rendered; `config` narrows what is kept. */
export type Sanitize = (html: string, config?: Config) => string;

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/**
 * DOMPurify (11 KB gzip) loads on first use, not with the pages that may need it (issue #10): a
 * video, or an assignment with no answer or remarks yet, paints without it. A failed load is
 * retried on the next call.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => {
      loaded = (html, config) => purify.sanitize(html, { ...config, RETURN_DOM: false, RETURN_DOM_FRAGMENT: false });
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The sanitiser once it has loaded (undefined until then; `failed` when the download failed). Pass
 * `needed: false` when there is nothing to sanitise, so nothing is downloaded. HTML is never
 * rendered unsanitised: a page shows its loading state until this is defined.
 */
export function useSanitizer(needed = true): { sanitize: Sanitize | undefined; failed: boolean } {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || sanitize) return;
    let current = true;
    loadSanitizer().then(
      (ready) => {
        if (current) setSanitize(() => ready);
      },
      (error: unknown) => {
        console.warn('[sanitizer] DOMPurify did not load', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [needed, sanitize]);
  return { sanitize, failed };
}
