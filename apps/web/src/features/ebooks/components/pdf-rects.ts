/** A rectangle on a PDF page in PDF points (1/72 inch), origin bottom-left (PdfRectSelector). */
export interface PdfPointRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What of a DOM rectangle the conversion reads (DOMRect, or a plain object in tests). */
type ScreenRect = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom' | 'width' | 'height'>;

/** At most this many rectangles per selection (the schema's PdfRectSelector limit). */
export const maxPdfRects = 200;

/**
 * A text selection's client rectangles (CSS pixels on screen) as rectangles in PDF points on the
 * page: `page` is the drawn page's box on screen, `pageSize` the page's size in points (PDF.js's
 * view box). Screen y grows downwards from the page's top; PDF y grows upwards from its bottom.
 * Slivers under a pixel (line ends) are left out.
 */
export function toPdfRects(
  clientRects: readonly ScreenRect[],
  page: Pick<DOMRect, 'left' | 'top' | 'width'>,
  pageSize: { readonly width: number; readonly height: number },
): PdfPointRect[] {
  const scale = page.width / pageSize.width;
  return clientRects
    .filter((rect) => rect.width >= 1 && rect.height >= 1)
    .slice(0, maxPdfRects)
    .map((rect) => ({
      x: Math.max(0, (rect.left - page.left) / scale),
      y: Math.max(0, pageSize.height - (rect.bottom - page.top) / scale),
      width: Math.max(0.1, rect.width / scale),
      height: Math.max(0.1, rect.height / scale),
    }));
}
