import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts are compressed already. */
const compressible = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map', '.wasm']);
/** Below this, the compressed file plus its headers saves next to nothing. */
const minimumBytes = 1024;

function* filesUnder(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `folder` that they make smaller. */
export function precompressFolder(folder: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const path of filesUnder(folder)) {
    if (!compressible.has(extname(path)) || statSync(path).size < minimumBytes) continue;
    const source = readFileSync(path);
    // Build time, not request time: the strongest settings of each format.
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gzip = gzipSync(source, { level: 9 });
    if (brotli.length < source.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < source.length) writeFileSync(`${path}.gz`, gzip);
    files += 1;
    bytes += source.length;
    brotliBytes += Math.min(brotli.length, source.length);
  }
  return { files, bytes, brotliBytes };
}

/**
 * The production server (apps/server, WEB_DIST_DIR) sends these precompressed files as they are,
 * chosen by Accept-Encoding: compressing at build time costs nothing per request and allows the
 * slowest, smallest settings.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        const { files, bytes, brotliBytes } = precompressFolder(outDir);
        this.info(`precompressed ${files} files: ${Math.round(bytes / 1024)} KB -> ${Math.round(brotliBytes / 1024)} KB brotli`);
      },
    },
  };
}

/**
 * Writes `.vite/chunk-modules.json` beside Vite's manifest: every chunk's file and the source
 * modules in it (paths from the repo root). bench/bundle-size.mjs reads it to prove, by module
 * name, that heavy libraries (recharts, Zoom, cornerstone, pdfjs, Firebase) stay out of the routes
 * that do not use them. Also `.vite/module-sizes.json`: each chunk's modules with their rendered
 * (minified, before gzip) size in bytes, largest first: what a chunk is made of (issue #10).
 */
export function chunkModules(): Plugin {
  let root = '';
  return {
    name: 'portal:chunk-modules',
    apply: 'build',
    configResolved: (config) => {
      root = join(config.root, '../..');
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      const sizes: Record<string, Record<string, number>> = {};
      const relative = (id: string) => (id.startsWith(root) ? id.slice(root.length + 1) : id);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = output.moduleIds.map(relative).sort();
        const rendered = Object.entries(output.modules)
          .map(([id, info]) => [relative(id), info.renderedLength] as const)
          .sort((a, b) => b[1] - a[1]);
        sizes[output.fileName] = Object.fromEntries(rendered);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: `${JSON.stringify(chunks, null, 1)}\n` });
      this.emitFile({ type: 'asset', fileName: '.vite/module-sizes.json', source: `${JSON.stringify(sizes, null, 1)}\n` });
    },
  };
}
