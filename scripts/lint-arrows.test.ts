// The import arrows of DESIGN.md are enforced by `npm run lint`: these cases lint real source text
// as if it sat at the named path, through the repo's own eslint.config.js.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function restrictedImportErrors(path: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports');
}

describe('import arrows (DESIGN.md)', () => {
  it('fails when packages/ui imports packages/api', async () => {
    const errors = await restrictedImportErrors(
      'packages/ui/src/components/lint-fixture.tsx',
      "import { login } from '@portal/api';\nexport const x = login;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/packages\/ui is presentational/);
  });

  it.each([
    ["import { Button } from '@portal/ui';\nexport const x = Button;\n"],
    ["import React from 'react';\nexport const x = React;\n"],
    ["import axios from 'axios';\nexport const x = axios;\n"],
    ["import { login } from '@portal/api/services';\nexport const x = login;\n"],
  ])('fails when packages/domain imports something not allowed: %s', async (source) => {
    const errors = await restrictedImportErrors('packages/domain/src/lint-fixture.ts', source);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/packages\/domain imports nothing of ours/);
  });

  it('fails when apps/server imports the portal packages', async () => {
    const errors = await restrictedImportErrors(
      'apps/server/src/lint-fixture.ts',
      "import { Button } from '@portal/ui';\nexport const x = Button;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('allows the arrows that DESIGN.md allows', async () => {
    const allowed: Array<[string, string]> = [
      ['packages/ui/src/components/lint-fixture.tsx', "import { z } from 'zod';\nimport { CourseType } from '@portal/domain';\nexport const x = [z, CourseType];\n"],
      ['packages/api/src/lint-fixture.ts', "import { CourseType } from '@portal/domain';\nexport const x = CourseType;\n"],
      ['apps/web/src/lint-fixture.tsx', "import { Button } from '@portal/ui';\nimport { login } from '@portal/api';\nexport const x = [Button, login];\n"],
      ['packages/domain/src/lint-fixture.ts', "import { z } from 'zod';\nimport dayjs from 'dayjs';\nexport const x = [z, dayjs];\n"],
    ];
    for (const [path, source] of allowed) {
      expect(await restrictedImportErrors(path, source), path).toEqual([]);
    }
  });
});
