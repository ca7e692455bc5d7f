import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The text of a PDF, page by page, as pdf.js reads it (items joined by single spaces). pdfjs-dist 6
 * (the web app's reader) calls Promise.withResolvers, which Node 22 has and Node 20 lacks: the
 * test gives it the standard shape before loading pdf.js.
 */
export async function pdfText(data: Uint8Array): Promise<string> {
  (Promise as unknown as { withResolvers?: unknown }).withResolvers ??= <T>() => {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((settle, fail) => {
      resolve = settle;
      reject = fail;
    });
    return { promise, resolve, reject };
  };
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const document = await getDocument({ data, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.cleanup();
  return pages.join(' ').replace(/\s+/g, ' ');
}
