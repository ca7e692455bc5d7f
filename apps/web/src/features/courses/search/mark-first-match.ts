/**
 * A reading opened from search (`?find=`): the first word of its text that starts with one of the
 * searched words is wrapped in a <mark> (the server matches word prefixes), which is returned so
 * the page can scroll to it. Null when nothing matches (the search may have matched the title).
 */
export function markFirstMatch(container: HTMLElement, searchText: string): HTMLElement | null {
  const words = [...new Set(searchText.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
  if (words.length === 0) return null;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})[\\p{L}\\p{N}]*`, 'iu');
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const match = pattern.exec(text.data);
    if (!match) continue;
    const word = text.splitText(match.index);
    word.splitText(match[0].length);
    const mark = container.ownerDocument.createElement('mark');
    mark.dataset.searchMatch = '';
    word.replaceWith(mark);
    mark.append(word);
    return mark;
  }
  return null;
}
