import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from './vite-precompress';

describe('precompressFolder (the build step behind the server’s precompressed assets)', () => {
  it('writes .br and .gz beside each text file worth compressing, and skips small files and images', () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-precompress-'));
    mkdirSync(join(folder, 'assets'));
    const script = 'export const value = "candidate portal";\n'.repeat(100);
    writeFileSync(join(folder, 'assets', 'index-abc.js'), script);
    writeFileSync(join(folder, 'index.html'), `<!doctype html>${'<p>portal</p>'.repeat(100)}`);
    writeFileSync(join(folder, 'tiny.js'), 'export {};');
    writeFileSync(join(folder, 'assets', 'photo.png'), Buffer.alloc(4096, 7));

    const result = precompressFolder(folder);

    expect(result.files).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(folder, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(folder, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(folder, 'index.html.br'))).toBe(true);
    expect(existsSync(join(folder, 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(folder, 'assets', 'photo.png.gz'))).toBe(false);
    expect(result.brotliBytes).toBeLessThan(result.bytes / 5);
  });
});
