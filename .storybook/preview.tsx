// Global Storybook setup: the design tokens, autodocs, axe as a failing check, and the theme switch.
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import '../packages/ui/src/styles/theme.css';
import './preview.css';

type Theme = 'light' | 'dark';

/** Applies the theme on <html> (where the app applies it too), so portalled dialogs get it as well. */
function ThemeRoot({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.dataset.theme = theme;
  }, [theme]);
  return <>{children}</>;
}

const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <ThemeRoot theme={theme}>
      <Story />
    </ThemeRoot>
  );
};

/** Hooks the vitest setup file installs (screenshots); undefined in the Storybook UI. */
declare global {
  var __portalStoryAfterEach:
    | ((context: {
        id: string;
        name: string;
        title: string;
        globals: Record<string, unknown>;
        canvasElement: HTMLElement;
      }) => Promise<void>)
    | undefined;
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // The sidebar follows packages/ui/src: the shared groups, then the areas (README "Layout").
    options: {
      storySort: {
        order: [
          'Primitives',
          'Feedback',
          'Shell',
          'Account',
          'Dashboard',
          'Notifications',
          'Profile',
          'Contact',
          'Courses',
          'Tests',
          'Live Sessions',
          'Webinars',
          'Ebooks',
          'Stats',
          ['*', 'Charts'],
          'Search',
          'Commerce',
        ],
      },
    },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  async afterEach(context) {
    await globalThis.__portalStoryAfterEach?.({
      id: context.id,
      name: context.name,
      title: context.title,
      globals: context.globals,
      canvasElement: context.canvasElement,
    });
  },
};

export default preview;
