import { describe, expect, it } from 'vitest';
import { PdfRect } from '@portal/domain';
import { toPdfRects } from './pdf-rects';

/*
 * A highlight's PdfRectSelector: the selection's rectangles on screen in PDF points on the page
 * (origin bottom-left), whatever the zoom. An A4 page is 595 x 842 points.
 */
describe('toPdfRects (a PDF selection in PDF points)', () => {
  const pageSize = { width: 595, height: 842 };
  const rect = (left: number, top: number, width: number, height: number) => ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
  });

  it('turns a line drawn at 100% into points from the bottom-left corner', () => {
    // The page drawn at 1 CSS pixel per point, its top-left at (40, 100) on screen.
    const page = { left: 40, top: 100, width: 595 };
    // A line 72 pt from the left edge, whose bottom is 100 pt below the page top.
    const [converted] = toPdfRects([rect(40 + 72, 100 + 86, 300, 14)], page, pageSize);
    expect(converted).toEqual({ x: 72, y: 842 - 100, width: 300, height: 14 });
    expect(PdfRect.safeParse(converted).success).toBe(true);
  });

  it('gives the same points at another zoom (the page drawn twice as large)', () => {
    const page = { left: 10, top: 20, width: 1190 };
    const [converted] = toPdfRects([rect(10 + 144, 20 + 172, 600, 28)], page, pageSize);
    expect(converted).toEqual({ x: 72, y: 742, width: 300, height: 14 });
  });

  it('leaves out slivers under a pixel, keeps at most 200, and never goes off the page edge', () => {
    const page = { left: 0, top: 0, width: 595 };
    const many = Array.from({ length: 250 }, (_, index) => rect(0, index, 10, 1));
    expect(toPdfRects([rect(5, 5, 0.5, 12), rect(5, 5, 20, 0.4)], page, pageSize)).toEqual([]);
    expect(toPdfRects(many, page, pageSize)).toHaveLength(200);
    const [edge] = toPdfRects([rect(-3, 840, 20, 12)], page, pageSize);
    expect(edge).toMatchObject({ x: 0, y: 0 });
  });
});
