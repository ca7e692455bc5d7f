import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `<script>` elements of an HTML text, with their attributes and content. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts an HTML text carries: classic `<script>`
 * elements without `src`, hashed over their exact content as the browser does (CSP3 hash-source).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(scriptElement)) {
    if (/\ssrc\s*=/i.test(attributes) || content.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The inline scripts the built portal's own pages carry (the HTML files at the root of the build:
 * apps/web/vite-inline-scripts.ts inlines the theme script and the route preload into index.html),
 * read once at start: the policy allows exactly those by hash, and no other inline script. A new
 * build is picked up by the next start, as the files themselves are. No build, no hash.
 */
export function builtPageScriptHashes(webDistDir: string | undefined): string[] {
  if (!webDistDir || !existsSync(webDistDir)) return [];
  const pages = readdirSync(webDistDir).filter((name) => name.endsWith('.html')).sort();
  return [...new Set(pages.flatMap((name) => inlineScriptHashes(readFileSync(join(webDistDir, name), 'utf8'))))];
}
