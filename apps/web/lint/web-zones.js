// The import zones inside apps/web/src (../shared/STYLE.md: "Imports flow one way: platform/shared ->
// features -> app"), as an ESLint rule the root eslint.config.js applies to apps/web/src:
//   features/<area>  imports no other feature and not app/
//   platform/        imports no feature and not app/
//   shared/          imports no feature and not app/
// app/ composes everything. Relative imports (static, re-exports and dynamic import()) are resolved
// against the importing file, so `../notifications/...` and `../../features/notifications/...`
// are the same import.
import { dirname, join, relative, sep } from 'node:path';

/** The zone of a path relative to apps/web/src: 'app', 'platform', 'shared', 'feature:<area>' or null. */
function zoneOf(pathInSrc) {
  const [top, area] = pathInSrc.split(sep);
  if (top === 'features' && area) return `feature:${area}`;
  if (top === 'app' || top === 'platform' || top === 'shared') return top;
  return null;
}

const label = (zone) => (zone.startsWith('feature:') ? `features/${zone.slice('feature:'.length)}` : `${zone}/`);

function forbidden(from, to) {
  if (from === to || to === null) return null;
  const toFeature = to.startsWith('feature:');
  if (from.startsWith('feature:')) {
    if (toFeature) return 'a feature never imports another feature: share it through shared/ (or @portal/api, @portal/ui) or compose both in app/';
    if (to === 'app') return 'a feature never imports app/: app/ composes the features, not the other way round';
  }
  if (from === 'platform' || from === 'shared') {
    if (toFeature) return `${from}/ imports no feature: it sits below them`;
    if (to === 'app') return `${from}/ never imports app/: it sits below it`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const zones = {
  meta: {
    type: 'problem',
    docs: { description: 'Import zones of apps/web/src: features, platform, shared, app.' },
    schema: [],
    messages: { zone: '{{from}} imports {{to}} ({{source}}): {{reason}}.' },
  },
  create(context) {
    const file = context.filename;
    const marker = `${sep}apps${sep}web${sep}src${sep}`;
    const at = file.lastIndexOf(marker);
    if (at === -1) return {};
    const src = file.slice(0, at + marker.length);
    const from = zoneOf(relative(src, file));
    if (from === null) return {};

    function check(node) {
      const source = node?.type === 'Literal' ? node.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(src, join(dirname(file), source));
      if (target.startsWith('..')) return;
      const to = zoneOf(target);
      const reason = forbidden(from, to);
      if (reason) context.report({ node, messageId: 'zone', data: { from: label(from), to: label(to), source, reason } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const webZones = { rules: { zones } };
