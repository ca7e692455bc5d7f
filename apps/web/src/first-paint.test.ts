import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GlobalLoader } from '@portal/ui';

/*
 * index.html paints the router's first-route fallback (the global loader, "Loading…") from the
 * HTML itself, before the app's JavaScript arrives (issue #10: a first contentful paint that waits
 * for the stylesheet only). React then renders the same markup in its place: no flash, no shift.
 */
describe("index.html's first paint", () => {
  it("is exactly the markup of the router's fallback (app/routes.tsx: GlobalLoader, label 'Loading…')", () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="module"/.exec(html)?.[1];
    expect(root).toBe(
      renderToStaticMarkup(createElement(GlobalLoader, { active: true, label: 'Loading…' })),
    );
  });

  it('shows nothing else: the routes still say which fallback the router shows', () => {
    const routes = readFileSync(new URL('app/routes.tsx', import.meta.url), 'utf8');
    expect(routes).toContain('hydrateFallbackElement: <GlobalLoader active label="Loading…" />');
  });
});
