// Component checks in real (Debian) Chromium:
//   stories-light / stories-dark: every story is a test (render, play function, axe via addon-a11y,
//   no console.error, screenshot compared with the baseline beside the story);
//   browser: the *.test.tsx files (timers, callbacks) rendered with vitest-browser-react.
// Accept new or changed screenshots with `npm run test:update-screenshots -w @portal/ui`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.join(dirname, '../../.storybook');

// One factory per project: a shared object gives "project name already defined".
const browser = () => ({
  enabled: true,
  headless: true,
  instances: [{ browser: 'chromium' as const }],
  // A fixed viewport so screenshots do not depend on the machine.
  viewport: { width: 800, height: 600 },
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--font-render-hinting=none',
      ],
    },
  }),
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // One image pixel per CSS pixel, whatever the device scale.
      screenshotOptions: { scale: 'css' as const },
      // Small tolerance: anti-aliasing noise passes, a changed colour, border or text does not.
      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
    },
  },
});

// Screenshot baselines are kept for these themes (UI_SCREENSHOT_THEMES=light,dark adds dark).
// Both themes always render, run their play functions and pass axe (contrast included); the light
// screenshots alone keep the whole check inside its time budget on a 2-core machine.
const screenshotThemes = (process.env.UI_SCREENSHOT_THEMES ?? 'light')
  .split(',')
  .map((theme) => theme.trim())
  .filter(Boolean);

const storyProject = (theme: 'light' | 'dark') => ({
  extends: true as const,
  plugins: [storybookTest({ configDir, initialGlobals: { theme } })],
  test: {
    name: `stories-${theme}`,
    // One page runs the story files one after another (no new page and module graph per file):
    // each story still renders into a fresh root, and the plugin unmounts it after its test.
    isolate: false,
    browser: browser(),
    setupFiles: [path.join(dirname, 'vitest.setup.ts')],
    provide: { screenshot: screenshotThemes.includes(theme) },
  },
});

export default defineConfig({
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and re-run tests.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@radix-ui/react-dialog',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-tabs',
      'class-variance-authority',
      'clsx',
      'tailwind-merge',
      'lucide-react',
      'dayjs',
      'storybook/test',
      'vitest-browser-react',
    ],
  },
  test: {
    projects: [
      storyProject('light'),
      storyProject('dark'),
      {
        extends: true,
        plugins: [react(), tailwindcss()],
        test: {
          name: 'browser',
          include: ['src/**/*.test.{ts,tsx}'],
          browser: browser(),
          setupFiles: [path.join(dirname, 'vitest.setup.ts')],
        },
      },
    ],
  },
});
