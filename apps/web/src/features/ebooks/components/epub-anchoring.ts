import {
  anchorEpubTarget,
  epubCfiHolds,
  type EpubAnchorResult,
  type EpubAnchorTarget,
} from '@portal/domain';

/**
 * Anchors one EPUB highlight or note as the reader opens the book: by its CFI when the text the CFI
 * covers in the current file is still the quote, else by the quote searched in every chapter's text
 * (`bookTexts`, read only then: most annotations hold by their CFI). A CFI that resolves to other
 * text (the file was re-issued with a chapter added before, so the same spine step is now another
 * chapter) falls back to the quote exactly like one that resolves to nothing.
 */
export async function anchorEpubActivity(
  target: EpubAnchorTarget,
  textAtCfi: string | null,
  bookTexts: () => Promise<readonly string[]>,
): Promise<EpubAnchorResult> {
  return anchorEpubTarget(
    epubCfiHolds(target, textAtCfi) ? [] : await bookTexts(),
    target,
    textAtCfi,
  );
}
