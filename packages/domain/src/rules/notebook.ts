import type { EBook, EBookActivity } from '../schemas/ebook';
import type { Bookmark, CandidateNote } from '../schemas/note';
import type { MistakeBankQuestion, MistakeBankResponse } from '../schemas/test';
import type { Course } from '../schemas/course';
import { formatDate, formatDuration } from './date-format';
import { parseEBookActivityData } from './ebook-activity-data';
import { epubCfiOf, pdfPageOf } from './text-anchoring';

/**
 * Beyond the spec (issue 16, "one notebook"): everything a student marks, from every course and
 * book, in one list: course notes and bookmarks, e-book notes, highlights and bookmarks, and the
 * tests' mistake bank. The portal builds the entries from the areas' own calls; these rules search,
 * filter and export them, the same way on every screen.
 */
export const NotebookEntryKind = {
  courseNote: 'course-note',
  courseBookmark: 'course-bookmark',
  eBookNote: 'ebook-note',
  eBookHighlight: 'ebook-highlight',
  eBookBookmark: 'ebook-bookmark',
  mistake: 'mistake',
} as const;
export type NotebookEntryKind = (typeof NotebookEntryKind)[keyof typeof NotebookEntryKind];

/** How a kind is named to the student (filters, badges, the Markdown export). */
export const notebookKindLabel: Record<NotebookEntryKind, string> = {
  'course-note': 'Course note',
  'course-bookmark': 'Course bookmark',
  'ebook-note': 'E-book note',
  'ebook-highlight': 'Highlight',
  'ebook-bookmark': 'E-book bookmark',
  mistake: 'Mistake to retry',
};

/** The filter's groups: what a student thinks of (notes, highlights, bookmarks, mistakes). */
export const NotebookKindGroup = {
  all: 'all',
  notes: 'notes',
  highlights: 'highlights',
  bookmarks: 'bookmarks',
  mistakes: 'mistakes',
} as const;
export type NotebookKindGroup = (typeof NotebookKindGroup)[keyof typeof NotebookKindGroup];

const kindsOfGroup: Record<NotebookKindGroup, readonly NotebookEntryKind[] | null> = {
  all: null,
  notes: ['course-note', 'ebook-note'],
  highlights: ['ebook-highlight'],
  bookmarks: ['course-bookmark', 'ebook-bookmark'],
  mistakes: ['mistake'],
};

export interface NotebookEntry {
  /** Unique across kinds (e.g. `course-note:12`). */
  readonly key: string;
  readonly kind: NotebookEntryKind;
  /** What it is on: the content's title, the book's title, the question. */
  readonly title: string;
  /** The student's words or mark: the note, the highlighted quote, their wrong answer. */
  readonly text: string;
  /** Where it is within its source ("at 00:02:05 of the video", "Page 12", "Pharmacology test"). */
  readonly place: string | null;
  /** The course or book it belongs to. */
  readonly source: string;
  /** The subject, when the source has subjects (course items). */
  readonly subject: string | null;
  /** When it was made (ISO date-time). */
  readonly at: string;
  /** Where it opens (a path in the portal); null when its place cannot be opened. */
  readonly href: string | null;
}

export interface NotebookFilter {
  /** Words to find in the title, text, place, source or subject (every word must match). */
  readonly search?: string;
  readonly group?: NotebookKindGroup;
  /** One course or book (an entry's source). */
  readonly source?: string;
  readonly subject?: string;
  /** Inclusive day range, as YYYY-MM-DD (local days of the entries' dates). */
  readonly from?: string;
  readonly to?: string;
}

/** Lower case, accents folded, whitespace collapsed: "Pâté  Cell" finds "pate cell". */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function localDay(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The entries that match the filter, newest first (ties by key, so the order is stable). An empty
 * or malformed part of the filter (a date that is not YYYY-MM-DD) does not filter.
 */
export function filterNotebook(
  entries: readonly NotebookEntry[],
  filter: NotebookFilter,
): NotebookEntry[] {
  const words = fold(filter.search ?? '')
    .split(' ')
    .filter(Boolean);
  const kinds = kindsOfGroup[filter.group ?? 'all'] ?? null;
  const from = filter.from && dayPattern.test(filter.from) ? filter.from : null;
  const to = filter.to && dayPattern.test(filter.to) ? filter.to : null;
  return entries
    .filter((entry) => {
      if (kinds && !kinds.includes(entry.kind)) return false;
      if (filter.source && entry.source !== filter.source) return false;
      if (filter.subject && entry.subject !== filter.subject) return false;
      if (from || to) {
        const day = localDay(entry.at);
        if (!day || (from && day < from) || (to && day > to)) return false;
      }
      if (words.length === 0) return true;
      const haystack = fold(
        [entry.title, entry.text, entry.place ?? '', entry.source, entry.subject ?? ''].join(' '),
      );
      return words.every((word) => haystack.includes(word));
    })
    .sort((left, right) => {
      const byTime = Date.parse(right.at) - Date.parse(left.at);
      if (byTime !== 0 && Number.isFinite(byTime)) return byTime;
      return left.key < right.key ? -1 : left.key > right.key ? 1 : 0;
    });
}

/** The sources and subjects present, sorted, for the filter's choices. */
export function notebookFacets(entries: readonly NotebookEntry[]): {
  sources: string[];
  subjects: string[];
} {
  const sorted = (values: Iterable<string>) =>
    [...new Set(values)].sort((left, right) => left.localeCompare(right));
  return {
    sources: sorted(entries.map((entry) => entry.source)),
    subjects: sorted(entries.flatMap((entry) => (entry.subject ? [entry.subject] : []))),
  };
}

/** Text safe inside Markdown: characters that would start markup are escaped. */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_{}[\]<>()#+\-.!|~])/g, '\\$1');
}

/** A quote block: every line of the text prefixed, blank lines kept inside the quote. */
function quote(text: string): string {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line.trim() ? `> ${escapeMarkdown(line.trim())}` : '>'))
    .join('\n');
}

/**
 * The notebook as Markdown (issue 16: export the notebook as Markdown): one section per source,
 * entries newest first, each with its kind, title, place, date, the student's words as a quote and
 * a link to its place (`origin` + href) when it has one.
 */
export function notebookMarkdown(
  entries: readonly NotebookEntry[],
  options: { readonly title?: string; readonly origin?: string; readonly exportedAt?: Date } = {},
): string {
  const title = options.title ?? 'My notebook';
  const lines = [`# ${escapeMarkdown(title)}`, ''];
  if (options.exportedAt)
    lines.push(`Exported on ${formatDate(options.exportedAt)} · ${entries.length} items`, '');
  if (entries.length === 0) {
    lines.push('Nothing here yet.', '');
    return lines.join('\n');
  }
  const bySource = new Map<string, NotebookEntry[]>();
  for (const entry of filterNotebook(entries, {})) {
    const list = bySource.get(entry.source) ?? [];
    list.push(entry);
    bySource.set(entry.source, list);
  }
  for (const source of [...bySource.keys()].sort((left, right) => left.localeCompare(right))) {
    lines.push(`## ${escapeMarkdown(source)}`, '');
    for (const entry of bySource.get(source) ?? []) {
      const heading = `### ${notebookKindLabel[entry.kind]}: ${escapeMarkdown(entry.title)}`;
      lines.push(heading, '');
      const facts = [
        entry.subject ? escapeMarkdown(entry.subject) : null,
        entry.place ? escapeMarkdown(entry.place) : null,
        formatDate(entry.at) || null,
      ].filter(Boolean);
      if (facts.length) lines.push(`*${facts.join(' · ')}*`, '');
      if (entry.text.trim()) lines.push(quote(entry.text), '');
      if (entry.href) lines.push(`[Open](<${(options.origin ?? '') + entry.href}>)`, '');
    }
  }
  return lines.join('\n');
}

type CourseRef = Pick<Course, 'CourseName' | 'CandidateSOSId'>;

/** What the notebook is made of: each enrolment's notes, bookmarks and mistakes, each book's marks. */
export interface NotebookSources {
  readonly courses: readonly {
    readonly course: CourseRef;
    readonly notes: readonly CandidateNote[];
    readonly bookmarks: readonly Bookmark[];
    readonly mistakes: MistakeBankResponse | null;
  }[];
  readonly eBooks: readonly EBook[];
  readonly eBookActivities: readonly EBookActivity[];
}

/** Where each kind of item opens (the portal's routes; the notebook does not know them). */
export interface NotebookLinks {
  courseNote(course: CourseRef, note: CandidateNote): string | null;
  courseBookmark(course: CourseRef, bookmark: Bookmark): string | null;
  /** A PDF mark opens at its page; an EPUB mark at its CFI (`cfi`), each null when it has none. */
  eBookActivity(
    eBook: EBook,
    activity: EBookActivity,
    page: number | null,
    cfi: string | null,
  ): string | null;
  mistake(course: CourseRef, question: MistakeBankQuestion): string | null;
}

/** The option text of an MCQ answer given as option ids ("12,13"), else the answer itself. */
function answerText(question: MistakeBankQuestion, answer: string | null): string {
  if (!answer) return 'No answer';
  const ids = answer.split(',').map((part) => Number(part.trim()));
  const texts = ids.map(
    (id) => question.Options.find((option) => option.OptionId === id)?.Text ?? null,
  );
  return texts.every((text) => text !== null) && texts.length > 0 ? texts.join('; ') : answer;
}

/**
 * Every item of the sources as notebook entries (unordered; filterNotebook sorts). An e-book
 * activity of a book no longer in the list is left out (its book cannot be opened); one whose
 * Data cannot be read is still listed, by its kind and date.
 */
export function notebookEntries(sources: NotebookSources, links: NotebookLinks): NotebookEntry[] {
  const entries: NotebookEntry[] = [];
  for (const { course, notes, bookmarks, mistakes } of sources.courses) {
    for (const note of notes)
      entries.push({
        key: `course-note:${note.CandidateNoteId}`,
        kind: 'course-note',
        title: note.ContentTitle,
        text: note.Note,
        place:
          note.VideoTimeSeconds !== null && note.VideoTimeSeconds > 0
            ? `At ${formatDuration(note.VideoTimeSeconds)} of the video`
            : note.GroupName,
        source: course.CourseName,
        subject: note.SubjectName,
        at: note.CreatedOn,
        href: links.courseNote(course, note),
      });
    for (const bookmark of bookmarks)
      entries.push({
        key: `course-bookmark:${bookmark.BookmarkId}`,
        kind: 'course-bookmark',
        title: bookmark.ContentTitle,
        text: '',
        place: bookmark.GroupName,
        source: course.CourseName,
        subject: bookmark.SubjectName,
        at: bookmark.CreatedOn,
        href: links.courseBookmark(course, bookmark),
      });
    for (const subject of mistakes?.Subjects ?? [])
      for (const question of subject.Questions)
        entries.push({
          key: `mistake:${course.CandidateSOSId}:${question.QuestionId}`,
          kind: 'mistake',
          title: question.QuestionText,
          text: `Your answer: ${answerText(question, question.CandidateAnswer)}`,
          place: `${question.TestName} · ${question.TopicName}`,
          source: course.CourseName,
          subject: subject.SubjectName,
          at: question.MissedAt,
          href: links.mistake(course, question),
        });
  }
  const books = new Map(sources.eBooks.map((eBook) => [eBook.EBookId, eBook]));
  for (const activity of sources.eBookActivities) {
    const eBook = books.get(activity.EBookId);
    if (!eBook) continue;
    const data = parseEBookActivityData(activity);
    const page = data ? pdfPageOf(data) : null;
    const quote = data?.target.selector.find((selector) => selector.type === 'TextQuoteSelector');
    const kind: NotebookEntryKind =
      activity.Kind === 'note'
        ? 'ebook-note'
        : activity.Kind === 'highlight'
          ? 'ebook-highlight'
          : 'ebook-bookmark';
    const words = [quote ? `“${quote.exact}”` : null, data?.note?.trim() || null].filter(Boolean);
    entries.push({
      key: `${kind}:${activity.EBookActivityId}`,
      kind,
      title: eBook.Title,
      text: words.join('\n'),
      place: data?.label ?? (page ? `Page ${page}` : null),
      source: eBook.Title,
      subject: null,
      at: activity.CreatedOn,
      href: links.eBookActivity(eBook, activity, page, data ? epubCfiOf(data) : null),
    });
  }
  return entries;
}
