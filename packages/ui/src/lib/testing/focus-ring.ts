// For stories' play functions and *.test.tsx only (never exported from the package).

/** `color` as the browser computes it (rgb()), resolved on an element of the same document. */
function computedColour(color: string, inside: HTMLElement): string {
  const probe = inside.ownerDocument.createElement('span');
  probe.style.color = color;
  inside.appendChild(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/**
 * What a focus ring looks like the moment focus arrives on `element`: its outline style and colour,
 * and whether that colour would animate (a transition on outline-color starts the ring in the text
 * colour and fades it in, below 3:1 while it does). `ring` is the colour it must have.
 */
export function focusRingAtOnce(element: HTMLElement) {
  const style = getComputedStyle(element);
  return {
    outlineStyle: style.outlineStyle,
    outlineColor: style.outlineColor,
    ring: computedColour('var(--ring)', element),
    animatesOutline: style.transitionProperty
      .split(',')
      .map((property) => property.trim())
      .some((property) => property === 'all' || property.startsWith('outline')),
  };
}
