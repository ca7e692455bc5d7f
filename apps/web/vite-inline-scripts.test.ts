import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { inlineThemeScript, preloadFont } from './vite-inline-scripts';

type Handler = (html: string, context: IndexHtmlTransformContext) => unknown;

function handlerOf(plugin: Plugin): Handler {
  const hook = plugin.transformIndexHtml;
  if (!hook || typeof hook === 'function') throw new Error(`${plugin.name}: no ordered transformIndexHtml`);
  return hook.handler as Handler;
}

const context = (filename: string, bundle?: Record<string, unknown>) => ({ filename, path: '/', bundle }) as unknown as IndexHtmlTransformContext;

describe('inlineThemeScript (the theme before first paint, inline in the head)', () => {
  const script = join(mkdtempSync(join(tmpdir(), 'portal-theme-')), 'theme-init.js');
  writeFileSync(script, '/* why it exists */\n(function () {\n  // the theme\n  document.documentElement.classList.toggle("dark", true);\n})();\n');
  const transform = handlerOf(inlineThemeScript(script));

  it('replaces the script tag, where it stands, with the minified script', () => {
    const html = '<head><title>Portal</title><script src="/theme-init.js"></script><link rel="stylesheet" href="/a.css"></head>';
    const result = transform(html, context('/app/index.html')) as string;
    expect(result).toMatch(/^<head><title>Portal<\/title><script>\(function\(\)\{document\.documentElement\.classList\.toggle\(`dark`,(!0|true)\)\}\)\(\);<\/script><link rel="stylesheet"/);
    expect(result).not.toContain('theme-init.js');
    expect(result).not.toContain('why it exists');
  });

  it('writes the script as it is, `$` included (no replacement patterns)', () => {
    const dollar = join(mkdtempSync(join(tmpdir(), 'portal-theme-')), 'theme-init.js');
    writeFileSync(dollar, 'window.x = /a$/.test(`$\'$&$1`);\n');
    const result = handlerOf(inlineThemeScript(dollar))('<title>T</title><script src="/theme-init.js"></script>', context('/app/index.html')) as string;
    expect(result).toBe("<title>T</title><script>window.x=/a$/.test(`$'$&$1`);</script>");
  });

  it('leaves other pages alone, and stops the build when index.html lost the tag', () => {
    expect(transform('<p>zoom</p>', context('/app/zoom-meeting.html'))).toBe('<p>zoom</p>');
    expect(() => transform('<head></head>', context('/app/index.html'))).toThrow(/no <script src="\/theme-init.js">/);
  });
});

describe('preloadFont (the first paint text face, asked for beside the stylesheet)', () => {
  const transform = handlerOf(preloadFont(/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/));
  const asset = (fileName: string) => ({ type: 'asset', fileName });

  it('links the one matching hashed font with rel=preload, as a CORS font', () => {
    const bundle = {
      a: asset('assets/inter-latin-ext-wght-normal-Ab12.woff2'),
      b: asset('assets/inter-latin-wght-normal-Dx4k_XJ-l.woff2'),
      c: { type: 'chunk', fileName: 'assets/inter-latin-wght-normal-Zz.woff2' },
    };
    expect(transform('', context('/app/index.html', bundle))).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: '/assets/inter-latin-wght-normal-Dx4k_XJ-l.woff2' },
        injectTo: 'head',
      },
    ]);
  });

  it('stops the build when no file or several match (a renamed font would silently preload nothing)', () => {
    expect(() => transform('', context('/app/index.html', {}))).toThrow(/0 assets match/);
    const two = { a: asset('assets/inter-latin-wght-normal-A.woff2'), b: asset('assets/inter-latin-wght-normal-B.woff2') };
    expect(() => transform('', context('/app/index.html', two))).toThrow(/2 assets match/);
    expect(transform('', context('/app/zoom-meeting.html', {}))).toEqual([]);
  });
});
