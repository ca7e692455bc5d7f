// Shared by every browser project (see vitest.config.ts).
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
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

// Every story, in each theme, is compared with its committed baseline (stored beside the story in
// __screenshots__/<file>/). Called by the preview's afterEach, while the story is still mounted.
type StoryHook = (story: { name: string; globals: Record<string, unknown> }) => Promise<void>;
(globalThis as typeof globalThis & { __portalStoryAfterEach?: StoryHook }).__portalStoryAfterEach =
  async ({ name, globals }) => {
    const theme = globals.theme === 'dark' ? 'dark' : 'light';
    await document.fonts.ready;
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${slug}-${theme}`);
  };
