// The arrows inside apps/server (DESIGN.md "Inside apps/server") are enforced by `npm run lint`:
// these cases lint real source text as if it sat at the named path, through the repo's own
// eslint.config.js, and lint the server's real source tree.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function restrictedImportErrors(path: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
}

/** One import of `specifier`, used so no other rule complains. */
const importing = (specifier: string) => `import * as imported from '${specifier}';\nexport const x = imported;\n`;

describe('apps/server modules (DESIGN.md)', () => {
  it.each([
    ['apps/server/src/modules/profile/lint-fixture.ts', '../account/account.queries'],
    ['apps/server/src/modules/profile/lint-fixture.ts', '../files/files.sweep'],
    ['apps/server/src/modules/profile/lint-fixture.ts', '../../modules/account/session.service'],
    ['apps/server/src/lint-fixture.ts', './modules/account/account.tables'],
    ['apps/server/src/seed/lint-fixture.ts', '../modules/dashboard/dashboard.seed'],
  ])('fails when %s imports another module\'s internals (%s)', async (path, specifier) => {
    const errors = await restrictedImportErrors(path, importing(specifier));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/only through its index\.ts/);
  });

  it.each([
    '../http/define-route',
    '../http/authentication',
    '../platform/database/client',
    '../platform',
    '../modules/account',
    '../modules/files/index',
    '../jobs/housekeeping',
    '../seed',
    '../config',
    '../app',
    '../main',
  ])('fails when core/ imports something above it (%s)', async (specifier) => {
    const errors = await restrictedImportErrors('apps/server/src/core/lint-fixture.ts', importing(specifier));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/core\/ imports nothing above it/);
  });

  it.each([
    ['apps/server/src/platform/storage/lint-fixture.ts', '../../http/define-route', /platform\/ imports only core\//],
    ['apps/server/src/platform/storage/lint-fixture.ts', '../../modules/files', /platform\/ imports only core\//],
    ['apps/server/src/http/lint-fixture.ts', '../platform/storage', /http\/ builds on core\/ only/],
    ['apps/server/src/http/lint-fixture.ts', '../modules/account', /http\/ builds on core\/ only/],
    ['apps/server/src/modules/account/lint-fixture.ts', '../../config', /never jobs, seed, config or the app/],
    ['apps/server/src/modules/files/lint-fixture.ts', '../../jobs/housekeeping', /never jobs, seed, config or the app/],
    ['apps/server/src/jobs/lint-fixture.ts', '../modules/account', /knows no table/],
    ['apps/server/src/jobs/lint-fixture.ts', '../platform/database/client', /knows no table/],
  ])('fails when %s imports %s', async (path, specifier, message) => {
    const errors = await restrictedImportErrors(path, importing(specifier));
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(message);
  });

  it('still keeps the portal packages out of every server folder', async () => {
    for (const path of ['apps/server/src/core/lint-fixture.ts', 'apps/server/src/modules/profile/lint-fixture.ts', 'apps/server/test/lint-fixture.ts']) {
      const errors = await restrictedImportErrors(path, importing('@portal/ui'));
      expect(errors, path).toHaveLength(1);
      expect(errors[0]?.message, path).toMatch(/apps\/server may only import @portal\/domain/);
    }
  });

  it('allows the arrows that DESIGN.md allows', async () => {
    const allowed: Array<[string, string[]]> = [
      [
        'apps/server/src/modules/profile/lint-fixture.ts',
        ['./profile.service', '../account', '../files/index', '../../core/errors', '../../http/define-route', '../../platform/storage/file-storage', '@portal/domain', 'drizzle-orm'],
      ],
      ['apps/server/src/core/lint-fixture.ts', ['./clock', './message-catalogue', '@portal/domain', 'zod', 'drizzle-orm/pg-core']],
      ['apps/server/src/http/lint-fixture.ts', ['./authentication', '../core/errors', 'fastify']],
      ['apps/server/src/platform/storage/lint-fixture.ts', ['./object-keys', '../database/client', '../../core/clock', '@portal/domain']],
      ['apps/server/src/jobs/lint-fixture.ts', ['../core/context', 'fastify']],
      ['apps/server/src/seed/lint-fixture.ts', ['../modules/account', '../core/context', '@portal/domain/fixtures']],
      ['apps/server/src/lint-fixture.ts', ['./modules/account', './platform', './platform/storage', './jobs/housekeeping', './seed', './config']],
      // Tests reach into what they test.
      ['apps/server/test/lint-fixture.test.ts', ['../src/modules/account/account.queries', '../src/platform/storage/local-disk-storage']],
    ];
    for (const [path, specifiers] of allowed) {
      for (const specifier of specifiers) {
        expect(await restrictedImportErrors(path, importing(specifier)), `${path} -> ${specifier}`).toEqual([]);
      }
    }
  });

  it('holds for the server as it is', async () => {
    const results = await eslint.lintFiles([join(root, 'apps/server/src')]);
    const broken = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => `${result.filePath}: ${message.message}`),
    );
    expect(broken).toEqual([]);
    expect(results.length).toBeGreaterThan(50);
  });
});
