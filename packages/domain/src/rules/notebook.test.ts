import { describe, expect, it } from 'vitest';
import {
  buildBookmark,
  buildEBook,
  buildEBookActivity,
  buildMistakeBank,
  buildNote,
  buildNotebookEntries,
  demoWorld,
} from '../fixtures';
import { parseEBookActivityData } from './ebook-activity-data';
import { pdfPageOf } from './text-anchoring';
import {
  filterNotebook,
  notebookEntries,
  notebookFacets,
  notebookMarkdown,
  type NotebookEntry,
} from './notebook';

const entry = (overrides: Partial<NotebookEntry> & Pick<NotebookEntry, 'key'>): NotebookEntry => ({
  kind: 'course-note',
  title: 'Cell membrane transport',
  text: 'Osmosis moves water, not solutes.',
  place: null,
  source: 'MDCAT Biology',
  subject: 'Biology',
  at: '2026-11-20T09:00:00.000Z',
  href: '/course/x/y/notes',
  ...overrides,
});

const entries: NotebookEntry[] = [
  entry({ key: 'course-note:1', at: '2026-11-18T09:00:00.000Z' }),
  entry({
    key: 'ebook-highlight:4',
    kind: 'ebook-highlight',
    title: 'Foundations of Physiology',
    text: 'The sodium–potassium pump keeps the cell’s resting potential.',
    place: 'Page 12',
    source: 'Foundations of Physiology',
    subject: null,
    at: '2026-11-21T10:00:00.000Z',
  }),
  entry({
    key: 'mistake:77',
    kind: 'mistake',
    title: 'Which organelle makes ATP?',
    text: 'Your answer: Ribosome',
    place: 'Biology quiz 1',
    subject: 'Biology',
    at: '2026-11-19T12:00:00.000Z',
  }),
  entry({
    key: 'course-bookmark:2',
    kind: 'course-bookmark',
    title: 'Pâté of enzymes: kinetics',
    text: '',
    subject: 'Chemistry',
    source: 'MDCAT Chemistry',
    at: '2026-11-21T10:00:00.000Z',
    href: null,
  }),
];

describe('filterNotebook', () => {
  it('lists everything newest first, ties by key', () => {
    expect(filterNotebook(entries, {}).map((item) => item.key)).toEqual([
      'course-bookmark:2',
      'ebook-highlight:4',
      'mistake:77',
      'course-note:1',
    ]);
  });

  it('finds every word, ignoring case and accents, in any field', () => {
    expect(filterNotebook(entries, { search: 'PATE kinetics' }).map((item) => item.key)).toEqual([
      'course-bookmark:2',
    ]);
    expect(filterNotebook(entries, { search: 'page 12' }).map((item) => item.key)).toEqual([
      'ebook-highlight:4',
    ]);
    expect(filterNotebook(entries, { search: 'ribosome biology' })).toHaveLength(1);
    expect(filterNotebook(entries, { search: 'ribosome chemistry' })).toHaveLength(0);
  });

  it('filters by kind group, source, subject and day range', () => {
    expect(filterNotebook(entries, { group: 'bookmarks' }).map((item) => item.kind)).toEqual([
      'course-bookmark',
    ]);
    expect(filterNotebook(entries, { group: 'notes' }).map((item) => item.key)).toEqual([
      'course-note:1',
    ]);
    expect(filterNotebook(entries, { source: 'MDCAT Biology' })).toHaveLength(2);
    expect(filterNotebook(entries, { subject: 'Biology' }).map((item) => item.key)).toEqual([
      'mistake:77',
      'course-note:1',
    ]);
    expect(
      filterNotebook(entries, { from: '2026-11-19', to: '2026-11-20' }).map((item) => item.key),
    ).toEqual(['mistake:77']);
  });

  it('ignores a malformed date instead of hiding everything', () => {
    expect(filterNotebook(entries, { from: 'yesterday' })).toHaveLength(entries.length);
  });
});

describe('notebookFacets', () => {
  it('gives the sources and subjects present, sorted and unique', () => {
    expect(notebookFacets(entries)).toEqual({
      sources: ['Foundations of Physiology', 'MDCAT Biology', 'MDCAT Chemistry'],
      subjects: ['Biology', 'Chemistry'],
    });
  });
});

describe('notebookMarkdown', () => {
  it('groups by source, quotes the student’s words and links each place', () => {
    const markdown = notebookMarkdown(entries, {
      origin: 'https://portal.example',
      exportedAt: new Date('2026-11-22T08:00:00.000Z'),
    });
    expect(markdown).toContain('# My notebook');
    expect(markdown).toContain('4 items');
    const sections = [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual(['Foundations of Physiology', 'MDCAT Biology', 'MDCAT Chemistry']);
    expect(markdown).toContain('### Mistake to retry: Which organelle makes ATP?');
    expect(markdown).toContain('> Your answer: Ribosome');
    expect(markdown).toContain('[Open](<https://portal.example/course/x/y/notes>)');
    // The bookmark has no place to open: no link under it.
    const bookmark = markdown.slice(markdown.indexOf('## MDCAT Chemistry'));
    expect(bookmark).not.toContain('[Open]');
  });

  it('escapes markup in the student’s words', () => {
    const markdown = notebookMarkdown([
      entry({ key: 'course-note:9', text: '# not a heading\n*not bold* [not a link](x)' }),
    ]);
    expect(markdown).toContain('> \\# not a heading');
    expect(markdown).toContain('> \\*not bold\\* \\[not a link\\]\\(x\\)');
  });

  it('says so when there is nothing', () => {
    expect(notebookMarkdown([])).toContain('Nothing here yet.');
  });
});

describe('notebookEntries', () => {
  const course = { CourseName: 'MDCAT Complete Preparation', CandidateSOSId: 1001 };
  const links = {
    courseNote: (_: unknown, note: { CandidateNoteId: number }) => `/n/${note.CandidateNoteId}`,
    courseBookmark: () => null,
    eBookActivity: (
      _: unknown,
      activity: { EBookActivityId: number },
      page: number | null,
      cfi: string | null,
    ) => `/e/${activity.EBookActivityId}?${page === null ? `cfi=${cfi}` : `page=${page}`}`,
    mistake: (_: unknown, question: { QuestionId: number }) => `/m/${question.QuestionId}`,
  };

  it('makes one entry per note, bookmark, mistake and e-book mark, each with its place', () => {
    const note = buildNote({ CandidateNoteId: 5, VideoTimeSeconds: 125 });
    const bookmark = buildBookmark({ BookmarkId: 8 });
    const mistakes = buildMistakeBank({ subjects: 1, perSubject: 1 });
    const question = mistakes.Subjects[0]!.Questions[0]!;
    const eBook = buildEBook({ EBookId: 501 });
    const highlight = buildEBookActivity();
    const orphan = { ...buildEBookActivity(), EBookActivityId: 999, EBookId: 404 };
    const entries = notebookEntries(
      {
        courses: [{ course, notes: [note], bookmarks: [bookmark], mistakes }],
        eBooks: [eBook],
        eBookActivities: [{ ...highlight, EBookId: 501 }, orphan],
      },
      links,
    );
    expect(entries.map((entry) => entry.kind).sort()).toEqual(
      ['course-bookmark', 'course-note', 'mistake', highlight.Kind === 'note' ? 'ebook-note' : `ebook-${highlight.Kind}`].sort(),
    );
    const noteEntry = entries.find((entry) => entry.kind === 'course-note')!;
    expect(noteEntry).toMatchObject({
      text: note.Note,
      place: 'At 00:02:05 of the video',
      source: course.CourseName,
      subject: note.SubjectName,
      href: '/n/5',
    });
    expect(entries.find((entry) => entry.kind === 'course-bookmark')!.href).toBeNull();
    const mistake = entries.find((entry) => entry.kind === 'mistake')!;
    const wrong = question.Options.find((option) => String(option.OptionId) === question.CandidateAnswer)!;
    expect(mistake.text).toBe(`Your answer: ${wrong.Text}`);
    expect(mistake.href).toBe(`/m/${question.QuestionId}`);
    const mark = entries.find((entry) => entry.source === eBook.Title)!;
    const data = parseEBookActivityData(highlight)!;
    expect(mark.href).toBe(`/e/${highlight.EBookActivityId}?page=${pdfPageOf(data)}`);
    // The activity of a book not in the list is left out.
    expect(entries.some((entry) => entry.key.endsWith(':999'))).toBe(false);
  });

  it('links an EPUB mark to its CFI (the reader opens there), a PDF mark to its page', () => {
    const epub = buildEBook({ EBookId: 503, Title: 'Chemistry: Atoms and Bonds' });
    const seeded = buildNotebookEntries();
    const demoEpubMarks = demoWorld.candidate.ebookActivities.filter((activity) => activity.EBookId === 503);
    expect(demoEpubMarks.map((activity) => activity.Kind).sort()).toEqual(['highlight', 'note']);
    expect(seeded.filter((entry) => entry.source === 'Chemistry: Atoms and Bonds').length).toBe(2);
    const entries = notebookEntries(
      { courses: [], eBooks: [epub], eBookActivities: demoEpubMarks },
      links,
    );
    const highlight = entries.find((entry) => entry.kind === 'ebook-highlight')!;
    expect(highlight.href).toBe('/e/5?cfi=epubcfi(/6/8!/4/2/12,/1:0,/1:54)');
    expect(highlight.place).toBe('2. Electronic configuration: rules and exceptions');
    const note = entries.find((entry) => entry.kind === 'ebook-note')!;
    expect(note.text).toContain('Noble gases already have the octet');
  });

  it('builds the demo candidate’s notebook from the demo world', () => {
    const demo = buildNotebookEntries();
    const kinds = new Set(demo.map((entry) => entry.kind));
    expect(kinds).toContain('course-note');
    expect(kinds).toContain('mistake');
    expect(demo.some((entry) => entry.kind.startsWith('ebook-'))).toBe(true);
    expect(new Set(demo.map((entry) => entry.key)).size).toBe(demo.length);
  });
});
