import type { Page } from 'playwright-core';
import { twMerge } from 'tailwind-merge';

/**
 * `cn()` (packages/ui) joins classes with clsx alone (issue #10): no element may carry two
 * Tailwind utilities that set the same thing, or the stylesheet's order, not the component, picks
 * the one that shows. The component stories check this for packages/ui (vitest.setup.ts); this
 * checks the portal's own pages, whose classNames meet the components' classes. One line per
 * element whose classes tailwind-merge would still merge: the overridden classes.
 */
export async function classConflicts(page: Page): Promise<string[]> {
  const classLists = await page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('[class]')].map(
        (element) => element.getAttribute('class') ?? '',
      ),
    ),
  ]);
  return classLists.flatMap((classes) => {
    const kept = new Set(twMerge(classes).split(/\s+/));
    const overridden = [...new Set(classes.split(/\s+/).filter(Boolean))].filter(
      (name) => !kept.has(name),
    );
    return overridden.length > 0 ? [`class="${classes}": ${overridden.join(' ')} overridden`] : [];
  });
}
