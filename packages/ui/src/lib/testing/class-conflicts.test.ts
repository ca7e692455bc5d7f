import { afterEach, describe, expect, it } from 'vitest';
import { findClassConflicts } from './class-conflicts';

let root: HTMLElement | undefined;
afterEach(() => root?.remove());

function render(html: string): HTMLElement {
  root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('findClassConflicts (cn() joins classes without merging them)', () => {
  it('reports an element with two utilities of one group, and the one a later class overrides', () => {
    const conflicts = findClassConflicts(
      render('<p><span data-slot="badge" class="rounded-md px-2 text-sm text-xs">x</span></p>'),
    );
    expect(conflicts).toEqual([
      {
        element: '<span data-slot="badge">',
        classes: 'rounded-md px-2 text-sm text-xs',
        overridden: ['text-sm'],
      },
    ]);
  });

  it('accepts utilities of different groups, variants and refinements (px after p)', () => {
    expect(
      findClassConflicts(
        render(
          '<div class="flex p-4 px-2 hover:bg-accent bg-card md:hidden"><b class="">y</b></div>',
        ),
      ),
    ).toEqual([]);
  });
});
