// Tree-shaking guard (DESIGN.md: heavy libraries load lazily): nothing reachable from the main
// entry ('@portal/ui', src/index.ts, which re-exports every group's src/<group>/index.ts) may import
// recharts; charts live behind '@portal/ui/charts' (src/stats/charts/). Walks the real import graph
// of the source files, read through Vite.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(
  ['./**/*.{ts,tsx}', '!./**/*.stories.tsx', '!./**/*.test.{ts,tsx}'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a source file imports or re-exports. */
function specifiersOf(source: string): string[] {
  return [...source.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? '');
}

/** Resolves a relative specifier against the importing file, as Vite would (ts, tsx, index). */
function resolve(from: string, specifier: string): string | undefined {
  const base = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') base.pop();
    else if (part !== '.') base.push(part);
  }
  const path = base.join('/');
  return [`${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`, path].find(
    (candidate) => candidate in sources,
  );
}

/** Every bare (package) import reachable from `entry`, with the file that imports it. */
function packagesReachableFrom(entry: string): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of specifiersOf(sources[file] ?? '')) {
      if (specifier.startsWith('.')) {
        const target = resolve(file, specifier);
        if (!target) throw new Error(`${file}: cannot resolve ${specifier}`);
        queue.push(target);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, file);
      }
    }
  }
  return packages;
}

describe('entry points', () => {
  it('finds the entry files and follows their imports', () => {
    expect(Object.keys(sources)).toContain('./index.ts');
    const reachable = packagesReachableFrom('./index.ts');
    // The walk really reaches component code (a broken walk would pass the next test vacuously).
    expect(reachable.has('class-variance-authority')).toBe(true);
    expect(reachable.has('@radix-ui/react-dialog')).toBe(true);
  });

  // The group indexes: src/index.ts re-exports every one of them.
  const groupEntries = Object.keys(sources).filter((file) => /^\.\/[a-z-]+\/index\.ts$/.test(file));

  it('re-exports every group index from the main entry', () => {
    expect(groupEntries).toContain('./primitives/index.ts');
    expect(groupEntries).toContain('./stats/index.ts');
    expect(sources['./index.ts']).not.toMatch(/from '[^']*charts/);
    for (const group of groupEntries) {
      expect(sources['./index.ts'], group).toContain(
        `from '${group.slice(0, -'/index.ts'.length)}'`,
      );
    }
  });

  it.each(['./index.ts', ...groupEntries])('%s never reaches recharts', (entry) => {
    const offenders = [...packagesReachableFrom(entry)].filter(
      ([name]) => name === 'recharts' || name.startsWith('recharts/'),
    );
    expect(
      offenders,
      `recharts imported by ${offenders.map(([, file]) => file).join(', ')}`,
    ).toEqual([]);
  });

  it('the charts entry does use recharts (so the guard above is meaningful)', () => {
    expect([...packagesReachableFrom('./stats/charts/index.ts').keys()]).toContain('recharts');
  });
});
