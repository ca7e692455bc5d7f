// One lint setup for the whole repo. The import arrows of ../shared/DESIGN.md are enforced here:
//   apps/web -> ui, api, domain;  apps/server -> domain;  ui -> domain;  api -> domain;  domain -> nothing of ours.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Builds a no-restricted-imports rule that forbids the given module patterns with a reason. */
const forbid = (patterns, message) => [
  'error',
  { patterns: [{ group: patterns, message }] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/__screenshots__/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // The arrows (DESIGN.md "Arrows allowed").
  {
    files: ['packages/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        ['@portal/*', 'react', 'react-dom', 'react/*', 'axios', 'axios/*'],
        'packages/domain imports nothing of ours and no React, axios or DOM: zod and dayjs only (DESIGN.md).',
      ),
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        ['@portal/api', '@portal/api/*', '@portal/web', '@portal/web/*', '@portal/server', '@portal/server/*', 'axios', '@tanstack/react-query'],
        'packages/ui is presentational: data comes in props, never from @portal/api or a fetch (DESIGN.md).',
      ),
    },
  },
  {
    files: ['packages/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        ['@portal/ui', '@portal/ui/*', '@portal/web', '@portal/web/*', '@portal/server', '@portal/server/*'],
        'packages/api may only import @portal/domain (DESIGN.md).',
      ),
    },
  },
  {
    files: ['apps/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        ['@portal/ui', '@portal/ui/*', '@portal/api', '@portal/api/*', '@portal/web', '@portal/web/*'],
        'apps/server may only import @portal/domain (DESIGN.md).',
      ),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': forbid(
        ['@portal/server', '@portal/server/*'],
        'apps/web talks to the server over HTTP through @portal/api, never by import (DESIGN.md).',
      ),
    },
  },
);
