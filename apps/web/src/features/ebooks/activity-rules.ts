import { useEffect, useState } from 'react';

/**
 * The reader's saved highlights, notes and bookmarks are JSON checked with the domain's zod schema
 * (parseEBookActivityData and what builds on it). The PDF page paints without them: the rules
 * load beside the renderer (prefetch.ts) and the marks are drawn once both are in (issue #10).
 */
export type EBookActivityRules = typeof import('./activity-rules-module');

let loaded: EBookActivityRules | undefined;
let loading: Promise<EBookActivityRules> | undefined;

/** Loads the rules once; a failed download is tried again on the next call. */
export function loadEBookActivityRules(): Promise<EBookActivityRules> {
  loading ??= import('./activity-rules-module').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The rules once loaded (undefined until then). */
export function useEBookActivityRules(): EBookActivityRules | undefined {
  const [rules, setRules] = useState(() => loaded);
  useEffect(() => {
    if (rules) return;
    let current = true;
    loadEBookActivityRules().then(
      (module) => {
        if (current) setRules(module);
      },
      (error: unknown) => console.warn('[ebooks] the annotation rules did not load', error),
    );
    return () => {
      current = false;
    };
  }, [rules]);
  return rules;
}
