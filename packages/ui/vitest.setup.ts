// Shared by every browser project (see vitest.config.ts).
import { afterEach, beforeEach, expect, inject, vi } from 'vitest';
import { page } from 'vitest/browser';
import { findClassConflicts } from './src/lib/testing/class-conflicts';
import './src/styles/theme.css';

// Screenshots must not depend on when they are taken: no animations, transitions or carets.
const freeze = document.createElement('style');
freeze.dataset.testFreeze = '';
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important;
}
body { min-height: 100vh; margin: 0; padding: 16px; box-sizing: border-box; }`;
document.head.append(freeze);

// A story or test that logs console.error fails, with the logged message.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (consoleErrors.length > 0) {
    const text = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});

// Every story, in each screenshot theme (vitest.config.ts), is compared with its committed baseline (stored beside the story in
// __screenshots__/<file>/). Called by the preview's afterEach, while the story is still mounted.
// The picture is the story's own box, which keeps images small and the check fast; stories with
// fixed-position content (dialogs, toasts, overlays: often portalled outside the canvas) or an
// empty canvas, or content overflowing the story's box, are taken as the whole viewport instead.
function screenshotTarget(canvas: HTMLElement): HTMLElement {
  const box = canvas.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return document.body;
  for (const element of canvas.ownerDocument.body.querySelectorAll<HTMLElement>('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (getComputedStyle(element).position === 'fixed') return document.body;
    // Content that overflows the story's box (menus, popovers) needs the whole viewport too.
    const outside =
      rect.top < box.top - 1 ||
      rect.left < box.left - 1 ||
      rect.bottom > box.bottom + 1 ||
      rect.right > box.right + 1;
    if (outside && canvas.contains(element)) return document.body;
  }
  return canvas;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Whether this project compares story screenshots (see vitest.config.ts). */
    screenshot: boolean;
  }
}

type StoryHook = (story: {
  name: string;
  globals: Record<string, unknown>;
  canvasElement: HTMLElement;
}) => Promise<void>;
(globalThis as typeof globalThis & { __portalStoryAfterEach?: StoryHook }).__portalStoryAfterEach =
  async ({ name, globals, canvasElement }) => {
    // cn() does not merge classes (issue #10): no element may carry two utilities that set the same
    // thing, or the stylesheet's order, not the component, would pick the one that shows.
    const conflicts = findClassConflicts(canvasElement.ownerDocument.body);
    if (conflicts.length > 0) {
      const lines = conflicts.map(
        ({ element, classes, overridden }) =>
          `${element} class="${classes}": ${overridden.join(' ')} overridden`,
      );
      throw new Error(
        `Conflicting Tailwind classes (one utility group, one class):\n${lines.join('\n')}`,
      );
    }
    if (!inject('screenshot')) return;
    const theme = globals.theme === 'dark' ? 'dark' : 'light';
    await document.fonts.ready;
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    await expect
      .element(page.elementLocator(screenshotTarget(canvasElement)))
      .toMatchScreenshot(`${slug}-${theme}`);
  };
