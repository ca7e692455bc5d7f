import { z } from 'zod';
import {
  EBookActivityData,
  EBookMotivation,
  EBookSelector,
  eBookActivityDataMaxLength,
  type EBookActivityKind,
  type EBookAllActivitiesResponse,
} from '../schemas/ebook';
import { parseEBookActivityData } from './ebook-activity-data';

/*
 * Export and import of one book's annotations as a W3C Web Annotation collection
 * (https://www.w3.org/TR/annotation-model/), so nothing the candidate marks is locked in. A note's
 * text is a TextualBody; the highlight colour, label and highlightId ride as extension properties.
 * An import is checked whole before anything is saved: a bad file saves nothing and says why.
 */

const annotationContext = 'http://www.w3.org/ns/anno.jsonld';

const kindOfMotivation: Record<EBookMotivation, EBookActivityKind> = {
  commenting: 'note',
  bookmarking: 'bookmark',
  highlighting: 'highlight',
};

/** Largest import file accepted (characters). */
export const eBookAnnotationImportMaxLength = 2_000_000;
/** Most annotations one import may add. */
export const eBookAnnotationImportMaxItems = 500;

const ExportedAnnotation = z.object({
  type: z.literal('Annotation'),
  id: z.string().max(200).optional(),
  motivation: z.enum(EBookMotivation),
  created: z.string().max(40).optional(),
  body: z
    .array(
      z.object({
        type: z.literal('TextualBody'),
        value: z.string(),
        purpose: z.string().optional(),
      }),
    )
    .max(1)
    .optional(),
  target: z.object({
    format: z.enum(['pdf', 'epub']).optional(),
    source: z.string().max(500).optional(),
    selector: z.array(EBookSelector).min(1).max(6),
  }),
  color: z.string().nullish(),
  label: z.string().nullish(),
  highlightId: z.string().nullish(),
});
type ExportedAnnotation = z.infer<typeof ExportedAnnotation>;

const ExportedCollection = z.object({
  '@context': z.literal(annotationContext),
  type: z.literal('AnnotationCollection'),
  label: z.string().optional(),
  items: z.array(z.unknown()).max(eBookAnnotationImportMaxItems, {
    error: `holds more than ${eBookAnnotationImportMaxItems} annotations`,
  }),
});

/** The book's activities as a W3C AnnotationCollection (JSON text, pretty-printed). */
export function exportEBookAnnotations(
  activities: EBookAllActivitiesResponse,
  book: { title: string; source: string },
): string {
  const items = [...activities.Bookmarks, ...activities.Highlights, ...activities.Notes].flatMap(
    (activity) => {
      const data = parseEBookActivityData(activity);
      if (!data) return [];
      const annotation: ExportedAnnotation = {
        type: 'Annotation',
        id: `urn:portal:ebook-activity:${activity.EBookActivityId}`,
        motivation: data.motivation,
        created: activity.CreatedOn,
        ...(data.note
          ? { body: [{ type: 'TextualBody' as const, value: data.note, purpose: 'commenting' }] }
          : {}),
        target: { format: data.target.format, source: book.source, selector: data.target.selector },
        ...(data.color ? { color: data.color } : {}),
        ...(data.label ? { label: data.label } : {}),
        ...(data.highlightId ? { highlightId: data.highlightId } : {}),
      };
      return [{ '@context': annotationContext, ...annotation }];
    },
  );
  return JSON.stringify(
    {
      '@context': annotationContext,
      type: 'AnnotationCollection',
      label: book.title,
      total: items.length,
      items,
    },
    null,
    2,
  );
}

export type EBookAnnotationImport =
  | {
      readonly ok: true;
      readonly annotations: readonly { kind: EBookActivityKind; data: EBookActivityData }[];
      readonly duplicates: number;
    }
  | { readonly ok: false; readonly message: string };

const sameTarget = (data: EBookActivityData) =>
  JSON.stringify([data.motivation, data.target.selector, data.note ?? null]);

const describeIssue = (issue: z.core.$ZodIssue) =>
  `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`;

/**
 * Reads an export file of `format` (the opened book's). Annotations already in the book (same
 * motivation, selectors and note) are counted as duplicates, not imported twice.
 */
export function parseEBookAnnotationsImport(
  text: string,
  format: 'pdf' | 'epub',
  existing: EBookAllActivitiesResponse,
): EBookAnnotationImport {
  if (text.length > eBookAnnotationImportMaxLength)
    return { ok: false, message: 'The file is too large to be an annotations export of one book.' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The file is not JSON. Choose a file exported from this reader.' };
  }
  const collection = ExportedCollection.safeParse(json);
  if (!collection.success)
    return {
      ok: false,
      message: `The file is not a W3C annotation collection (${collection.error.issues.map(describeIssue).join('; ')}).`,
    };
  const known = new Set(
    [...existing.Bookmarks, ...existing.Highlights, ...existing.Notes].flatMap((activity) => {
      const data = parseEBookActivityData(activity);
      return data ? [sameTarget(data)] : [];
    }),
  );
  const annotations: { kind: EBookActivityKind; data: EBookActivityData }[] = [];
  let duplicates = 0;
  for (const [index, item] of collection.data.items.entries()) {
    const annotation = ExportedAnnotation.safeParse(item);
    const where = `Annotation ${index + 1}`;
    if (!annotation.success)
      return {
        ok: false,
        message: `${where} is not valid (${annotation.error.issues.map(describeIssue).join('; ')}). Nothing was imported.`,
      };
    const { motivation, body, target, color, label, highlightId } = annotation.data;
    if (target.format && target.format !== format)
      return {
        ok: false,
        message: `${where} was made in a book of format ${target.format.toUpperCase()}; this book is ${format.toUpperCase()}. Nothing was imported.`,
      };
    const candidate = {
      motivation,
      target: { format, selector: target.selector },
      note: body?.[0]?.value ?? null,
      color: color ?? null,
      label: label ?? null,
      highlightId: highlightId ?? null,
    };
    const data = EBookActivityData.safeParse(candidate);
    if (!data.success)
      return {
        ok: false,
        message: `${where} is not valid (${data.error.issues.map(describeIssue).join('; ')}). Nothing was imported.`,
      };
    if (JSON.stringify(data.data).length > eBookActivityDataMaxLength)
      return { ok: false, message: `${where} is too large. Nothing was imported.` };
    const key = sameTarget(data.data);
    if (known.has(key)) {
      duplicates += 1;
      continue;
    }
    known.add(key);
    annotations.push({ kind: kindOfMotivation[motivation], data: data.data });
  }
  return { ok: true, annotations, duplicates };
}
