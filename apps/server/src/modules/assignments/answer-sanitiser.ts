import sanitizeHtml from 'sanitize-html';

/**
 * A text answer (issue 14: "a rich-enough editor: paragraphs, lists, links; sanitised on the
 * server") is stored as HTML with the reading sanitiser's allow-list approach, narrowed to what the
 * editor writes: p, br, strong, em, ul, ol, li and a (href over http, https or mailto; rel and
 * target forced). Everything else goes: scripts and styles with their content, every other tag
 * (its text kept), every on* attribute, inline style and class, javascript: and data: URLs.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    b: 'strong',
    i: 'em',
  },
};

/** Does the text come from the editor (HTML), rather than a plain-text answer? */
const looksLikeHtml = (text: string) => /^\s*<(p|ul|ol|li|br|strong|em|b|i|a|div|h[1-6]|span)[\s/>]/i.test(text);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A plain text as HTML paragraphs: blank lines apart, single line breaks kept as br. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/**
 * An answer as safe HTML: editor HTML sanitised; a plain text (an answer stored before the editor,
 * or a client that sends text) escaped into paragraphs. Empty when nothing readable remains.
 */
export function sanitizeAnswer(text: string): string {
  const html = looksLikeHtml(text) ? sanitizeHtml(text, options) : plainTextToHtml(text);
  // An answer of empty paragraphs (the editor's blank state is "<p></p>") is no answer.
  const readable = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '');
  return readable ? html.trim() : '';
}
