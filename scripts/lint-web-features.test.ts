// The import zones inside apps/web (a feature imports no other feature; platform/ and shared/ import
// no feature) are enforced by `npm run lint`: these cases lint real source text as if it sat at the
// named path, through the repo's own eslint.config.js (rule: apps/web/lint/web-zones.js).
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const web = 'apps/web/src';

async function zoneErrors(path: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) });
  const fatal = (result?.messages ?? []).filter((message) => message.fatal);
  expect(fatal, `${path} must parse`).toEqual([]);
  return (result?.messages ?? []).filter((message) => message.ruleId === 'web/zones');
}

/** The text of a real file of the portal. */
const realSource = (path: string) => readFileSync(join(root, path), 'utf8');

describe('web feature zones', () => {
  it('fails when a feature imports another feature (static, re-export or dynamic import)', async () => {
    const cases = [
      "import { useNotificationPages } from '../notifications/hooks/use-notification-pages';\nexport const x = useNotificationPages;\n",
      "export { profileRoutes } from '../../features/profile/routes';\n",
      "export const load = () => import('../../features/account/components/how-you-know-prompt');\n",
    ];
    for (const source of cases) {
      const errors = await zoneErrors(`${web}/features/dashboard/lint-fixture.ts`, source);
      expect(errors, source).toHaveLength(1);
      expect(errors[0]?.message).toMatch(/features\/dashboard imports features\/.*a feature never imports another feature/);
    }
  });

  it('fails on real source text that reaches into another feature, which passes where it belongs', async () => {
    const dashboardPage = realSource(`${web}/features/dashboard/pages/dashboard-page.tsx`);
    expect(await zoneErrors(`${web}/features/dashboard/pages/dashboard-page.tsx`, dashboardPage)).toEqual([]);
    // The same text with its hooks pointing into the notifications feature.
    const reaching = dashboardPage.replace("'../hooks/use-dashboard-lists'", "'../../notifications/hooks/use-dashboard-lists'");
    expect(reaching).not.toBe(dashboardPage);
    expect(await zoneErrors(`${web}/features/dashboard/pages/dashboard-page.tsx`, reaching)).toHaveLength(1);
  });

  it('fails when platform/ imports a feature', async () => {
    const errors = await zoneErrors(
      `${web}/platform/lint-fixture.ts`,
      "import { INITIAL_NOTIFICATION_FILTER } from '../features/notifications/hooks/use-notification-filter';\nexport const x = INITIAL_NOTIFICATION_FILTER;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/platform\/ imports no feature/);
  });

  it('fails when shared/ imports a feature or app/', async () => {
    const feature = await zoneErrors(
      `${web}/shared/routing/lint-fixture.ts`,
      "import { profileRoutes } from '../../features/profile/routes';\nexport const x = profileRoutes;\n",
    );
    expect(feature).toHaveLength(1);
    expect(feature[0]?.message).toMatch(/shared\/ imports no feature/);
    const app = await zoneErrors(
      `${web}/shared/lint-fixture.ts`,
      "import { routes } from '../app/routes';\nexport const x = routes;\n",
    );
    expect(app).toHaveLength(1);
    expect(app[0]?.message).toMatch(/shared\/ never imports app\//);
  });

  it('allows what the zones allow', async () => {
    const allowed: Array<[string, string]> = [
      // A feature: its own files, shared/, platform/ and the packages.
      [
        `${web}/features/notifications/lint-fixture.ts`,
        "import { useNotificationPages } from './hooks/use-notification-pages';\nimport { queryClient } from '../../shared/services';\nimport { browserStorage } from '../../platform/storage';\nimport { notificationKeys } from '@portal/api';\nexport const x = [useNotificationPages, queryClient, browserStorage, notificationKeys];\n",
      ],
      // app/ composes features.
      [`${web}/app/lint-fixture.tsx`, "import { profileRoutes } from '../features/profile/routes';\nexport const x = profileRoutes;\n"],
      // shared/ builds on platform/.
      [`${web}/shared/lint-fixture.ts`, "import { browserStorage } from '../platform/storage';\nexport const x = browserStorage;\n"],
      // The real files that sit on the zone lines.
      [`${web}/app/routes.tsx`, realSource(`${web}/app/routes.tsx`)],
      [`${web}/app/candidate-layout.tsx`, realSource(`${web}/app/candidate-layout.tsx`)],
      [`${web}/features/notifications/routes.tsx`, realSource(`${web}/features/notifications/routes.tsx`)],
      [`${web}/shared/routing/guarded-loader.ts`, realSource(`${web}/shared/routing/guarded-loader.ts`)],
    ];
    for (const [path, source] of allowed) {
      expect(await zoneErrors(path, source), path).toEqual([]);
    }
  });
});
