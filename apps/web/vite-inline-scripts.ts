import { readFileSync } from 'node:fs';
import { minifySync, type Plugin } from 'vite';

/**
 * The theme before first paint (theme-init.js beside index.html), written into the page itself
 * instead of loaded by `<script src>`: as a file it was a render-blocking request of its own, the
 * first one after the HTML (Lighthouse counted ~310 ms on a mobile network, issue #10). The server's
 * CSP allows exactly this script by its hash, computed from the built HTML at start
 * (apps/server/src/http/inline-script-hashes.ts); the CSP still refuses every other inline script.
 * index.html keeps `<script src="/theme-init.js"></script>` where the script must run (in the head,
 * before the stylesheet: an inline script after a stylesheet would wait for it); that tag is
 * replaced, in dev and build alike.
 */
/** The portal's documents: the SPA (index.html) and the login document (login.html); not the Zoom page. */
const isPortalDocument = (filename: string) => filename.endsWith('/index.html') || filename.endsWith('/login.html') || filename === 'index.html' || filename === 'login.html';

export function inlineThemeScript(file: string): Plugin {
  const tag = '<script src="/theme-init.js"></script>';
  return {
    name: 'portal:inline-theme-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        // The isolated Zoom page (zoom-meeting.html) has no theme.
        if (!isPortalDocument(filename)) return html;
        if (!html.includes(tag)) throw new Error(`inlineThemeScript: ${filename} has no ${tag}`);
        const { code, errors } = minifySync(file, readFileSync(file, 'utf8'));
        if (errors.length > 0) throw new Error(`inlineThemeScript: ${file}: ${errors.map((error) => error.message).join('; ')}`);
        // A function, not a string: in a replacement string `$` followed by ` ' & or a digit is a pattern.
        return html.replace(tag, () => `<script>${code.trim()}</script>`);
      },
    },
  };
}

/**
 * The text of the first paint is set in Inter (packages/ui's theme, @fontsource-variable/inter,
 * `font-display: swap`), and the browser finds the font only once the stylesheet has arrived and
 * the page has rendered text: it arrived after first paint and the text was painted twice. This
 * preloads the one face every page's first paint uses (latin, variable weight, normal style) from
 * the HTML, beside the stylesheet. The file name is content-hashed, so it is taken from the bundle.
 */
export function preloadFont(pattern: RegExp): Plugin {
  let base = '/';
  return {
    name: 'portal:preload-font',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, filename }) {
        if (!bundle || !isPortalDocument(filename)) return [];
        const fonts = Object.values(bundle).filter((output) => output.type === 'asset' && pattern.test(output.fileName));
        if (fonts.length !== 1) throw new Error(`preloadFont: ${fonts.length} assets match ${pattern}, expected one`);
        return fonts.map((font) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `${base}${font.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
