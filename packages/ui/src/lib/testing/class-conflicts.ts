// For the story checks (vitest.setup.ts) and *.test.tsx only (never exported from the package).
import { twMerge } from 'tailwind-merge';

/** An element whose classes hold Tailwind utilities that set the same thing. */
export interface ClassConflict {
  /** The element, as a short selector-like description (tag, data-slot, id). */
  readonly element: string;
  /** Its class attribute. */
  readonly classes: string;
  /** The classes tailwind-merge would drop: each is overridden by a later one. */
  readonly overridden: readonly string[];
}

function describe(element: Element): string {
  const slot = element.getAttribute('data-slot');
  return `<${element.tagName.toLowerCase()}${slot ? ` data-slot="${slot}"` : ''}${element.id ? ` id="${element.id}"` : ''}>`;
}

/**
 * `cn()` joins classes with clsx alone (issue #10: tailwind-merge cost every route 8.7 KB gzip), so
 * a component may never rely on a later class beating an earlier one of the same utility group (a
 * `className` override against a variant's class): with both in the class attribute, the
 * stylesheet's order decides, not the call's. This finds every element under `root` (itself
 * included) whose classes tailwind-merge would still merge, i.e. two utilities that set the same
 * property under the same variants. Empty when none does.
 */
export function findClassConflicts(root: Element): ClassConflict[] {
  const conflicts: ClassConflict[] = [];
  for (const element of [root, ...root.querySelectorAll('[class]')]) {
    const classes = element.getAttribute('class')?.trim();
    if (!classes) continue;
    const kept = new Set(twMerge(classes).split(/\s+/));
    const overridden = [...new Set(classes.split(/\s+/))].filter((name) => !kept.has(name));
    if (overridden.length > 0) conflicts.push({ element: describe(element), classes, overridden });
  }
  return conflicts;
}
