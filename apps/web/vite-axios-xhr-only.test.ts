import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { axiosXhrOnly } from './vite-axios-xhr-only';

/** Bundles `import axios from 'axios'` as the portal's build does (browser conditions), with or without the plugin. */
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function bundleAxios(plugins: Plugin[]): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-axios-xhr-only-'));
  folders.push(folder);
  const entry = join(folder, 'entry.js');
  writeFileSync(entry, "import axios from 'axios';\nexport { axios };\n");
  await build({
    configFile: false,
    logLevel: 'silent',
    root: folder,
    // Resolve axios from the portal's node_modules, as the portal's own build does.
    resolve: {
      alias: [
        {
          find: /^axios$/,
          replacement: join(import.meta.dirname, '../../node_modules/axios/index.js'),
        },
      ],
    },
    plugins,
    build: {
      outDir: join(folder, 'dist'),
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rolldownOptions: { external: [] },
    },
  });
  return join(folder, 'dist', 'bundle.mjs');
}

describe('axiosXhrOnly (the portal build leaves out axios’s fetch adapter)', () => {
  it('drops the fetch adapter from the bundle and keeps the xhr adapter', async () => {
    const whole = readFileSync(await bundleAxios([]), 'utf8');
    const xhrOnly = readFileSync(await bundleAxios([axiosXhrOnly()]), 'utf8');
    // The fetch adapter's request-stream probe, and its stream tracking.
    expect(whole).toMatch(/duplex/);
    expect(xhrOnly).not.toMatch(/duplex/);
    expect(xhrOnly).toContain('XMLHttpRequest');
    expect(xhrOnly.length).toBeLessThan(whole.length - 10_000);
  }, 60_000);

  it('makes an explicit fetch adapter "not supported by the environment", never another transport', async () => {
    const { axios } = (await import(pathToFileURL(await bundleAxios([axiosXhrOnly()])).href)) as {
      axios: { getAdapter: (names: string | string[]) => unknown };
    };
    expect(() => axios.getAdapter('fetch')).toThrow(
      /adapter fetch is not supported by the environment/,
    );
    // The default list still resolves (Node has no XMLHttpRequest: the http adapter, stubbed for browsers, is null here).
    expect(() => axios.getAdapter(['xhr', 'fetch'])).toThrow(/not supported by the environment/);
  }, 60_000);
});
