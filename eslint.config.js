// One lint setup for the whole repo. The import arrows of ../shared/DESIGN.md are enforced here:
//   apps/web -> ui, api, domain;  apps/server -> domain;  ui -> domain;  api -> domain;  domain -> nothing of ours.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { webZones } from './apps/web/lint/web-zones.js';

/** Builds a no-restricted-imports rule that forbids the given module patterns with a reason. */
const forbid = (patterns, message) => [
  'error',
  { patterns: [{ group: patterns, message }] },
];

// apps/server's folders. ESLint keeps one no-restricted-imports per file (the last matching block
// wins), so every server block repeats the package rule; relative imports are matched by regex.
const serverPackages = {
  group: ['@portal/ui', '@portal/ui/*', '@portal/api', '@portal/api/*', '@portal/web', '@portal/web/*'],
  message: 'apps/server may only import @portal/domain (DESIGN.md).',
};
const serverRule = (...patterns) => ['error', { patterns: [serverPackages, ...patterns] }];
/** A relative import that climbs into one of `folders` (or top-level files) of apps/server/src. */
const serverFolders = (folders, message) => ({ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message });
const throughIndex = 'A module is used by the rest of the server only through its index.ts (DESIGN.md).';
/** `modules/<area>/<file>` other than its index, from anywhere in src (modules are flat folders). */
const moduleInternals = { regex: '(^|/)modules/[^/]+/(?!index$)[^/]+', message: throughIndex };
/** `../<area>/<file>` from inside a module: another module's internals. */
const siblingModuleInternals = { regex: '^\\.\\./[^./][^/]*/(?!index$)[^/]+', message: throughIndex };

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
  // apps/server inside (DESIGN.md "Inside apps/server"): core <- http, platform <- modules <- jobs, seed, app.
  { files: ['apps/server/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': serverRule() } },
  { files: ['apps/server/src/**/*.ts'], rules: { 'no-restricted-imports': serverRule(moduleInternals) } },
  {
    files: ['apps/server/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': serverRule(
        serverFolders(['http', 'platform', 'modules', 'jobs', 'seed', 'app', 'main', 'config'], 'core/ imports nothing above it: no http, platform, modules, jobs, seed, config or app (DESIGN.md).'),
      ),
    },
  },
  {
    files: ['apps/server/src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': serverRule(
        serverFolders(['platform', 'modules', 'jobs', 'seed', 'app', 'main', 'config'], 'http/ builds on core/ only (DESIGN.md).'),
      ),
    },
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': serverRule(
        serverFolders(['http', 'modules', 'jobs', 'seed', 'app', 'main', 'config'], 'platform/ imports only core/ (DESIGN.md).'),
      ),
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': serverRule(
        moduleInternals,
        siblingModuleInternals,
        serverFolders(['jobs', 'seed', 'app', 'main', 'config'], 'A module uses core/, http/, platform/, the domain and other modules through their index.ts; never jobs, seed, config or the app (DESIGN.md).'),
      ),
    },
  },
  {
    files: ['apps/server/src/jobs/**/*.ts'],
    rules: {
      'no-restricted-imports': serverRule(
        serverFolders(['platform', 'modules', 'seed', 'app', 'main', 'config'], 'jobs/ runs the sweeps the modules give it and knows no table (DESIGN.md).'),
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
  // Inside apps/web: a feature imports no other feature; platform/ and shared/ import no feature
  // (apps/web/lint/web-zones.js; scripts/lint-web-features.test.ts).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { web: webZones },
    rules: { 'web/zones': 'error' },
  },
);
