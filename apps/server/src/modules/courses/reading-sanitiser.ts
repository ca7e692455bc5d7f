import sanitizeHtml from 'sanitize-html';

/**
 * Reading bodies are HTML written by teachers: sanitised when stored and again when served, so a
 * script, an event handler or a javascript: URL never reaches the portal (which sanitises a third
 * time before rendering). Kept: the rich text a lesson needs (headings, lists, tables, figures,
 * images over http(s) or our own paths, sub/sup, code, MathML for formulas). Dropped: scripts,
 * styles, forms, frames, every on* attribute and inline style.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'math',
    'mi',
    'mn',
    'mo',
    'mrow',
    'msup',
    'msub',
    'mfrac',
    'msqrt',
    'mtext',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    math: ['display'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeReading(html: string): string {
  return sanitizeHtml(html, options);
}
