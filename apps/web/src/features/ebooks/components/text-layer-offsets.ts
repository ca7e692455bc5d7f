/*
 * Character offsets in a PDF.js text layer: the page's text is its text nodes in order, a <br>
 * (an end of line in the PDF) counting as '\n'. Annotations store offsets and quotes in this text;
 * highlights are drawn from offsets back to DOM ranges.
 */

type Piece = { node: Text; start: number } | { node: HTMLBRElement; start: number };

function pieces(layer: Element): { text: string; pieces: Piece[] } {
  const walker = layer.ownerDocument.createTreeWalker(
    layer,
    NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
  );
  let text = '';
  const found: Piece[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Text) {
      found.push({ node, start: text.length });
      text += node.data;
    } else if (node instanceof HTMLBRElement) {
      found.push({ node, start: text.length });
      text += '\n';
    }
  }
  return { text, pieces: found };
}

/** The page's text as the text layer holds it. */
export function textLayerText(layer: Element): string {
  return pieces(layer).text;
}

/** The offset in the page's text of a DOM position (a selection's start or end). */
export function offsetOf(layer: Element, container: Node, offset: number): number | null {
  const { text, pieces: all } = pieces(layer);
  if (container instanceof Text) {
    const piece = all.find((candidate) => candidate.node === container);
    return piece ? piece.start + offset : null;
  }
  // An element position: the offset-th child; the first text at or after it.
  const child = container.childNodes[offset];
  if (!child) {
    const after = all.filter((piece) => container.contains(piece.node)).at(-1);
    return after
      ? after.start + (after.node instanceof Text ? after.node.data.length : 1)
      : text.length;
  }
  const first = all.find((piece) => child === piece.node || child.contains(piece.node));
  return first ? first.start : null;
}

/** A DOM range over [start, end) of the page's text, or null when the layer holds no such text. */
export function rangeOf(layer: Element, start: number, end: number): Range | null {
  const { pieces: all } = pieces(layer);
  const texts = all.filter(
    (piece): piece is { node: Text; start: number } => piece.node instanceof Text,
  );
  const at = (offset: number, isEnd: boolean) => {
    const piece = texts.find((candidate) =>
      isEnd
        ? candidate.start < offset && offset <= candidate.start + candidate.node.data.length
        : candidate.start <= offset && offset < candidate.start + candidate.node.data.length,
    );
    return piece ? { node: piece.node, offset: offset - piece.start } : null;
  };
  const from = at(start, false);
  const to = at(end, true);
  if (!from || !to) return null;
  const range = layer.ownerDocument.createRange();
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  return range;
}

/**
 * Every place of `term` in a page's text, as [start, end) offsets: case ignored, and any run of
 * spaces or line ends in the term matching any run in the text (a search hit may cross the end of
 * a line, where the text layer has a '\n' and the search's page text a space). Empty: none.
 */
export function searchHits(text: string, term: string): { start: number; end: number }[] {
  const words = term.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const pattern = new RegExp(
    words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'),
    'giu',
  );
  return [...text.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}
