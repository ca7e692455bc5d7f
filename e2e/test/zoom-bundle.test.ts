import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Issue 15: the Zoom Meeting SDK stays out of the portal. Scans the built portal (apps/web/dist,
 * `npm run build -w @portal/web`) for the SDK secret the server tests sign with (and
 * ZOOM_SDK_SECRET when the build ran with one), and for the SDK's code: it is loaded at run time by
 * the isolated page from /zoom-sdk/, never bundled, never from a CDN, and only that page's own small
 * entry knows of it.
 */
const dist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
// apps/server/test/live.test.ts signs with this secret.
const secrets = ['test-sdk-secret-0123456789abcdef', process.env.ZOOM_SDK_SECRET].filter((value): value is string => Boolean(value));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}
const texts = files(dist)
  .filter((path) => /\.(js|html|css|json|map)$/.test(path))
  .map((path) => ({ path: relative(dist, path), text: readFileSync(path, 'utf8') }));

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestEntry>;

describe('the built portal and the Zoom Meeting SDK', () => {
  it('holds the text files of a build', () => {
    expect(texts.some((file) => file.path === 'index.html')).toBe(true);
    expect(texts.some((file) => file.path === 'zoom-meeting.html')).toBe(true);
  });

  it('never contains the SDK secret', () => {
    for (const secret of secrets) {
      expect(texts.filter((file) => file.text.includes(secret)).map((file) => file.path), secret.slice(0, 8)).toEqual([]);
    }
  });

  it("bundles none of the SDK's code and loads nothing from Zoom's CDN", () => {
    const sdkMarkers = ['@zoom/meetingsdk', 'ZoomMtgEmbedded', 'source.zoom.us', 'zoom-meeting-embedded'];
    for (const marker of sdkMarkers) {
      expect(texts.filter((file) => file.text.includes(marker)).map((file) => file.path), marker).toEqual([]);
    }
  });

  it('lets only the isolated page reach the SDK, from its own small entry that imports no portal code', () => {
    const zoom = manifest['zoom-meeting.html'];
    expect(zoom?.isEntry).toBe(true);
    const zoomFile = zoom!.file;
    const zoomCode = readFileSync(join(dist, zoomFile), 'utf8');
    expect(zoomCode).toContain('ZoomMtg');
    expect(zoomCode).toContain('/zoom-sdk');
    // The SDK's Client View alone is megabytes: a few KB cannot hold it.
    expect(zoomCode.length).toBeLessThan(8 * 1024);
    // Its imports: the bundler's runtime only (no React, no portal chunk).
    for (const key of zoom!.imports ?? []) expect(manifest[key]?.file ?? key).toMatch(/rolldown-runtime/);
    expect(zoom!.dynamicImports ?? []).toEqual([]);
    const others = texts.filter((file) => file.path.endsWith('.js') && file.path !== zoomFile && file.text.includes('ZoomMtg'));
    expect(others.map((file) => file.path)).toEqual([]);
  });
});
