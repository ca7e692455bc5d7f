/**
 * Dev-time generator of the demo e-books (run with tsx, never by the server): renders the study
 * plan's readings (packages/domain/src/fixtures/study: real study text with headings, lists and
 * tables) into PDF books, one chapter per reading, with a title page, a contents page, page numbers
 * and a PDF outline (the reader's table of contents). No dependencies: PDF 1.4 with the standard
 * Helvetica fonts (WinAnsiEncoding), content streams deflated, no dates, so a rerun writes the
 * same bytes. Characters outside WinAnsi are spelt out (θ -> theta, → -> ->).
 *
 * usage: tsx generate-ebooks.ts [output dir]   (default: ./ebooks beside this file)
 * It prints where each demo quote of the domain's demo e-book activities lands (page, rectangles in
 * PDF points), so the fixtures can anchor on the real text.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { buildEBook, demoItemBankBySubject, demoWorld, physicsStudyPlan, studyPlanFor, studyPlans, type StudyGroup } from '@portal/domain/fixtures';

const outputDirectory = process.argv[2] ?? new URL('./ebooks/', import.meta.url).pathname;

// ---------------------------------------------------------------------------------------------
// Text: WinAnsi bytes and Helvetica widths (AFM, 1/1000 em) for wrapping.

const spelt: Record<string, string> = { θ: 'theta', α: 'alpha', β: 'beta', '−': '-', '√': 'sqrt', '→': '->', '⇌': '<=>', '\u00a0': ' ' };
const winAnsiHigh: Record<string, number> = { '•': 0x95, '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '…': 0x85 };

/** Text as WinAnsi-representable characters (spelt out where there is no such character). */
function winAnsiText(text: string): string {
  return [...text]
    .map((char) => {
      if (spelt[char] !== undefined) return spelt[char];
      const code = char.codePointAt(0) ?? 63;
      return code < 256 || winAnsiHigh[char] !== undefined ? char : '?';
    })
    .join('');
}

const byteOf = (char: string): number => winAnsiHigh[char] ?? char.codePointAt(0) ?? 63;

const regularWidths =
  '278 278 355 556 556 889 667 191 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 278 278 584 584 584 556 1015 667 667 722 722 667 611 778 722 278 500 667 556 833 722 778 667 778 722 667 611 722 667 944 667 667 611 278 278 278 469 556 333 556 556 500 556 556 278 556 556 222 222 500 222 833 556 556 556 556 333 500 278 556 500 722 500 500 500 334 260 334 584';
const boldWidths =
  '278 333 474 556 556 889 722 238 333 333 389 584 278 333 278 278 556 556 556 556 556 556 556 556 556 556 333 333 584 584 584 611 975 722 722 722 722 667 611 778 722 278 556 722 611 833 722 778 667 778 722 667 611 722 667 944 667 667 611 333 278 333 584 556 333 556 611 556 611 556 333 611 611 278 278 556 278 889 611 611 611 611 389 556 333 611 556 778 556 556 500 389 280 389 584';
type Font = 'regular' | 'bold' | 'italic';
const widths: Record<Font, number[]> = {
  regular: regularWidths.split(' ').map(Number),
  bold: boldWidths.split(' ').map(Number),
  italic: regularWidths.split(' ').map(Number),
};
const fontName: Record<Font, string> = { regular: 'F1', bold: 'F2', italic: 'F3' };

function textWidth(text: string, font: Font, size: number): number {
  let total = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    total += code >= 32 && code <= 126 ? (widths[font][code - 32] ?? 556) : 556;
  }
  return (total * size) / 1000;
}

/** Greedy word wrap to `maxWidth` points. */
function wrap(text: string, font: Font, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, font, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const pdfString = (text: string): string =>
  `(${[...text]
    .map((char) => {
      const byte = byteOf(char);
      if (char === '(' || char === ')' || char === '\\') return `\\${char}`;
      return byte < 32 || byte > 126 ? `\\${byte.toString(8).padStart(3, '0')}` : char;
    })
    .join('')})`;

// ---------------------------------------------------------------------------------------------
// Reading HTML -> blocks.

type Block =
  | { kind: 'h2' | 'h3' | 'p' | 'caption'; text: string }
  | { kind: 'li'; text: string; marker: string }
  | { kind: 'table'; rows: { header: boolean; cells: string[] }[] };

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const inlineText = (html: string): string =>
  winAnsiText(
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&(#\d+|[a-z]+);/g, (_all, name: string) => (name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (entities[name] ?? '')))
      .replace(/\s+/g, ' ')
      .trim(),
  );

function readingBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const pattern = /<(h2|h3|p|figcaption)>([\s\S]*?)<\/\1>|<(ul|ol)>([\s\S]*?)<\/\3>|<table>([\s\S]*?)<\/table>/g;
  for (const match of html.matchAll(pattern)) {
    if (match[1]) blocks.push({ kind: match[1] === 'figcaption' ? 'caption' : (match[1] as 'h2' | 'h3' | 'p'), text: inlineText(match[2] ?? '') });
    else if (match[3]) {
      const items = [...(match[4] ?? '').matchAll(/<li>([\s\S]*?)<\/li>/g)];
      items.forEach((item, index) => blocks.push({ kind: 'li', text: inlineText(item[1] ?? ''), marker: match[3] === 'ol' ? `${index + 1}.` : '•' }));
    } else {
      const rows = [...(match[5] ?? '').matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => {
        const cells = [...(row[1] ?? '').matchAll(/<(th|td)>([\s\S]*?)<\/\1>/g)];
        return { header: cells.every((cell) => cell[1] === 'th'), cells: cells.map((cell) => inlineText(cell[2] ?? '')) };
      });
      blocks.push({ kind: 'table', rows });
    }
  }
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Layout: A4 pages, one chapter per reading.

interface PageBox {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}
const a4: PageBox = { width: 595, height: 842, left: 72, right: 523, top: 770, bottom: 80 };
/** A5, the pocket format of the revision guide. */
const a5: PageBox = { width: 420, height: 595, left: 48, right: 372, top: 530, bottom: 62 };
// The page box of the book being laid out (set per book by layOut).
let page: PageBox = a4;
let textWidthMax = page.right - page.left;

interface PlacedLine {
  readonly text: string;
  readonly x: number;
  /** Baseline. */
  readonly y: number;
  readonly font: Font;
  readonly size: number;
}

interface Page {
  readonly lines: PlacedLine[];
  readonly drawing: string[];
}

interface Chapter {
  readonly title: string;
  readonly pageIndex: number;
}

class Layout {
  readonly pages: Page[] = [];
  readonly chapters: Chapter[] = [];
  private y = 0;

  constructor(private readonly runningTitle: string) {}

  newPage(): void {
    this.pages.push({ lines: [], drawing: [] });
    this.y = page.top;
  }

  private get current(): Page {
    const current = this.pages.at(-1);
    if (!current) throw new Error('no page');
    return current;
  }

  private ensure(height: number): void {
    if (this.y - height < page.bottom) this.newPage();
  }

  line(text: string, font: Font, size: number, x: number = page.left): void {
    this.current.lines.push({ text, x, y: this.y, font, size });
  }

  chapter(title: string): void {
    this.newPage();
    this.chapters.push({ title, pageIndex: this.pages.length - 1 });
    this.y -= 24;
    for (const text of wrap(title, 'bold', 22, textWidthMax)) {
      this.line(text, 'bold', 22);
      this.y -= 28;
    }
    this.current.drawing.push(`0.13 0.44 0.71 RG 1.5 w ${page.left} ${this.y + 14} m ${page.right} ${this.y + 14} l S`);
    this.y -= 14;
  }

  paragraph(text: string, font: Font, size: number, leading: number, indent = 0, spaceAfter = 6, marker?: string): void {
    const lines = wrap(text, font, size, textWidthMax - indent);
    lines.forEach((text, index) => {
      this.ensure(leading);
      if (index === 0 && marker) this.line(marker, 'regular', size, page.left + indent - 14);
      this.line(text, font, size, page.left + indent);
      this.y -= leading;
    });
    this.y -= spaceAfter;
  }

  heading(text: string, size: number): void {
    // Keep a heading with at least three lines of what follows.
    this.ensure(size + 10 + 3 * 15);
    this.y -= 6;
    this.paragraph(text, 'bold', size, size + 5, 0, 4);
  }

  table(rows: { header: boolean; cells: string[] }[]): void {
    const columns = Math.max(...rows.map((row) => row.cells.length));
    // Columns share the width by their longest text (at least 15% each).
    const longest = Array.from({ length: columns }, (_, column) => Math.max(...rows.map((row) => textWidth(row.cells[column] ?? '', 'regular', 9.5))));
    const total = longest.reduce((sum, width) => sum + width, 0);
    const share = longest.map((width) => Math.max(0.15, width / total));
    const shareTotal = share.reduce((sum, value) => sum + value, 0);
    const columnWidths = share.map((value) => (value / shareTotal) * textWidthMax);
    const size = 9.5;
    const leading = 12;
    const padding = 4;
    this.y -= 4;
    for (const row of rows) {
      const font: Font = row.header ? 'bold' : 'regular';
      const cellLines = row.cells.map((cell, column) => wrap(cell, font, size, (columnWidths[column] ?? 100) - 2 * padding));
      const height = Math.max(...cellLines.map((lines) => lines.length)) * leading + 2 * padding;
      this.ensure(height);
      const top = this.y;
      let x = page.left;
      if (row.header) this.current.drawing.push(`0.9 0.93 0.97 rg ${page.left} ${top - height} ${textWidthMax} ${height} re f`);
      cellLines.forEach((lines, column) => {
        lines.forEach((text, index) => this.current.lines.push({ text, x: x + padding, y: top - padding - size + 1 - index * leading, font, size }));
        x += columnWidths[column] ?? 0;
      });
      // Cell borders.
      const borders = [`0.55 0.6 0.66 RG 0.6 w ${page.left} ${top} ${textWidthMax} ${-height} re S`];
      let edge = page.left;
      for (const width of columnWidths.slice(0, -1)) {
        edge += width;
        borders.push(`${edge.toFixed(2)} ${top} m ${edge.toFixed(2)} ${top - height} l S`);
      }
      this.current.drawing.push(borders.join(' '));
      this.y -= height;
    }
    this.y -= 6;
  }

  blocks(blocks: readonly Block[]): void {
    for (const block of blocks) {
      if (block.kind === 'table') this.table(block.rows);
      else if (block.kind === 'h2') this.heading(block.text, 15);
      else if (block.kind === 'h3') this.heading(block.text, 12.5);
      else if (block.kind === 'p') this.paragraph(block.text, 'regular', 11, 15);
      else if (block.kind === 'li') this.paragraph(block.text, 'regular', 11, 15, 18, 3, block.marker);
      else this.paragraph(block.text, 'italic', 9.5, 13, 0, 10);
    }
  }

  /** Running title and page number on every page but the title page. */
  decorate(): void {
    this.pages.forEach((each, index) => {
      if (index === 0) return;
      const number = String(index + 1);
      each.lines.push({ text: number, x: (page.width - textWidth(number, 'regular', 9)) / 2, y: page.bottom - 36, font: 'regular', size: 9 });
      each.lines.push({ text: this.runningTitle, x: page.left, y: page.height - 36, font: 'italic', size: 8.5 });
      each.drawing.push(`0.8 0.82 0.85 RG 0.5 w ${page.left} ${page.height - 42} m ${page.right} ${page.height - 42} l S`);
    });
  }
}

interface BookSpec {
  readonly fileName: string;
  readonly title: string;
  readonly author: string;
  readonly subtitle: string;
  /** Its subjects in order, each with its study plan's groups. */
  readonly parts: readonly { readonly subject: string; readonly groups: readonly StudyGroup[] }[];
  /** A4 unless given. */
  readonly pageBox?: PageBox;
  /**
   * Also the lectures (their slides' points and what is said) as chapters after the readings of
   * each group, and a practice chapter of the item bank's questions per subject with an answers
   * chapter after it (the revision guide).
   */
  readonly revision?: boolean;
}

/** The chapters of a book: its readings (and, for the revision guide, lectures and practice). */
interface ChapterSpec {
  readonly group: string;
  readonly title: string;
  readonly description: string;
  readonly blocks: readonly Block[];
}

function chapterSpecs(book: BookSpec): ChapterSpec[] {
  const chapters: ChapterSpec[] = [];
  for (const { subject, groups } of book.parts) {
    for (const group of groups) {
      for (const day of group.days)
        for (const activity of day.activities) {
          if (activity.kind === 'reading')
            chapters.push({ group: group.groupName, title: activity.title, description: activity.description, blocks: readingBlocks(activity.html) });
          else if (book.revision && activity.kind === 'video')
            chapters.push({
              group: group.groupName,
              title: `Lecture notes: ${activity.title}`,
              description: activity.description,
              blocks: activity.sections.flatMap((section): Block[] => [
                { kind: 'h2', text: winAnsiText(section.heading) },
                ...section.points.map((point): Block => ({ kind: 'li', text: winAnsiText(point), marker: '•' })),
                { kind: 'p', text: winAnsiText(section.speech.join(' ')) },
              ]),
            });
        }
    }
    if (!book.revision) continue;
    const questions = demoItemBankBySubject[subject] ?? [];
    if (questions.length === 0) continue;
    const letters = ['A', 'B', 'C', 'D'];
    const topics = [...new Set(questions.map((question) => question.topic))];
    chapters.push({
      group: subject,
      title: `${subject}: practice questions`,
      description: `${questions.length} MCQs in the MDCAT style, by topic. Answers and explanations follow in the next chapter.`,
      blocks: topics.flatMap((topic) => [
        { kind: 'h2', text: winAnsiText(topic) } as Block,
        ...questions
          .filter((question) => question.topic === topic)
          .flatMap((question): Block[] => [
            { kind: 'h3', text: `Q${questions.indexOf(question) + 1}. ${winAnsiText(question.stem)}` },
            ...question.options.map((option, index): Block => ({ kind: 'li', text: winAnsiText(option), marker: `${letters[index]}.` })),
          ]),
      ]),
    });
    chapters.push({
      group: subject,
      title: `${subject}: answers and explanations`,
      description: `The key to the ${subject} practice questions, with the reasoning to learn from.`,
      blocks: questions.flatMap((question, index): Block[] => [
        { kind: 'h3', text: `Q${index + 1}. ${winAnsiText(question.stem)}` },
        { kind: 'p', text: `Answer ${letters[question.correctOption]}: ${winAnsiText(question.options[question.correctOption])}. ${winAnsiText(question.explanation)}` },
      ]),
    });
  }
  return chapters;
}

function layOut(book: BookSpec): Layout {
  page = book.pageBox ?? a4;
  textWidthMax = page.right - page.left;
  const layout = new Layout(`${book.title} - ${book.author}`);
  layout.newPage();
  const readings = chapterSpecs(book).map((chapter) => ({ group: chapter.group, reading: chapter }));
  // Title page.
  const title = layout.pages[0];
  if (!title) throw new Error('no title page');
  const top = page.height;
  title.drawing.push(`0.13 0.44 0.71 rg 0 ${top - 222} ${page.width} 222 re f`);
  wrap(winAnsiText(book.title), 'bold', 30, textWidthMax).forEach((text, index) => title.lines.push({ text, x: page.left, y: top - 82 - index * 36, font: 'bold', size: 30 }));
  wrap(winAnsiText(book.subtitle), 'regular', 13, textWidthMax).forEach((text, index) => title.lines.push({ text, x: page.left, y: top - 192 - index * 16, font: 'regular', size: 13 }));
  title.lines.push({ text: winAnsiText(book.author), x: page.left, y: top - 282, font: 'bold', size: 14 });
  const groupNames = [...new Set(readings.map((entry) => entry.group))];
  wrap(`${readings.length} chapters: ${groupNames.join(', ')}`, 'regular', 11, textWidthMax).forEach((text, index) => title.lines.push({ text, x: page.left, y: top - 304 - index * 14, font: 'regular', size: 11 }));
  title.lines.push({ text: 'Demo e-book of Candidate Portal, generated from the course study material.', x: page.left, y: 100, font: 'italic', size: 9 });
  // Contents pages (filled in once the chapters have their pages): as many as the list needs.
  const perContentsPage = Math.floor((page.top - 70 - page.bottom) / 22) + 1;
  const contentsPages = Math.max(1, Math.ceil(readings.length / perContentsPage));
  for (let index = 0; index < contentsPages; index += 1) layout.newPage();
  for (const { reading } of readings) {
    layout.chapter(winAnsiText(reading.title));
    layout.paragraph(winAnsiText(reading.description), 'italic', 11, 15, 0, 10);
    layout.blocks(reading.blocks);
  }
  if (!layout.pages[1]) throw new Error('no contents page');
  layout.pages[1].lines.push({ text: 'Contents', x: page.left, y: page.top - 24, font: 'bold', size: 22 });
  layout.chapters.forEach((chapter, index) => {
    const contents = layout.pages[1 + Math.floor(index / perContentsPage)];
    if (!contents) throw new Error('no contents page');
    const y = page.top - 70 - (index % perContentsPage) * 22;
    const number = String(chapter.pageIndex + 1);
    const label = `${index + 1}. ${chapter.title}`;
    contents.lines.push({ text: label, x: page.left, y, font: 'regular', size: 12 });
    contents.lines.push({ text: number, x: page.right - textWidth(number, 'regular', 12), y, font: 'regular', size: 12 });
    contents.drawing.push(`0.75 0.77 0.8 RG 0.5 w [1 2] 0 d ${(page.left + textWidth(label, 'regular', 12) + 6).toFixed(2)} ${y + 2} m ${(page.right - textWidth(number, 'regular', 12) - 6).toFixed(2)} ${y + 2} l S [] 0 d`);
  });
  layout.decorate();
  return layout;
}

// ---------------------------------------------------------------------------------------------
// PDF objects.

function pdfBytes(layout: Layout, book: BookSpec): Buffer {
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer): number => objects.push(body);
  const catalog = add('');
  const pagesRoot = add('');
  const outlines = add('');
  const fonts = {
    F1: add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    F2: add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    F3: add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Oblique /Encoding /WinAnsiEncoding >>'),
  };
  const resources = `<< /Font << /F1 ${fonts.F1} 0 R /F2 ${fonts.F2} 0 R /F3 ${fonts.F3} 0 R >> >>`;
  const pageIds: number[] = [];
  for (const each of layout.pages) {
    const text = each.lines.map((line) => `BT /${fontName[line.font]} ${line.size} Tf 1 0 0 1 ${line.x.toFixed(2)} ${line.y.toFixed(2)} Tm ${pdfString(line.text)} Tj ET`);
    const stream = deflateSync(Buffer.from(['q', ...each.drawing, 'Q', '0.1 0.12 0.15 rg', ...text].join('\n'), 'latin1'), { level: 9 });
    const content = add(Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), stream, Buffer.from('\nendstream', 'latin1')]));
    pageIds.push(add(`<< /Type /Page /Parent ${pagesRoot} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources ${resources} /Contents ${content} 0 R >>`));
  }
  // Outline: one entry per chapter, in order.
  const first = objects.length + 1;
  layout.chapters.forEach((chapter, index) => {
    const id = first + index;
    const links = [index > 0 ? `/Prev ${id - 1} 0 R` : '', index < layout.chapters.length - 1 ? `/Next ${id + 1} 0 R` : ''].join(' ');
    add(`<< /Title ${pdfString(chapter.title)} /Parent ${outlines} 0 R ${links} /Dest [${pageIds[chapter.pageIndex]} 0 R /XYZ null null null] >>`);
  });
  const last = objects.length;
  objects[outlines - 1] = `<< /Type /Outlines /First ${first} 0 R /Last ${last} 0 R /Count ${layout.chapters.length} >>`;
  objects[pagesRoot - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRoot} 0 R /Outlines ${outlines} 0 R /PageMode /UseOutlines /Lang (en-GB) >>`;
  const info = add(`<< /Title ${pdfString(winAnsiText(book.title))} /Author ${pdfString(winAnsiText(book.author))} /Subject ${pdfString(winAnsiText(book.subtitle))} /Producer (Candidate Portal generate-ebooks.ts) >>`);

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const bytes = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(bytes);
    offset += bytes.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((value) => `${String(value).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * Where `exact` is in the body text: its page (1-based) and one rectangle per line it spans (PDF
 * points, from the baseline's descent to the ascent), with the text around it.
 */
function locate(layout: Layout, exact: string): { page: number; rects: { x: number; y: number; width: number; height: number }[]; prefix: string; suffix: string } | null {
  for (const [index, each] of layout.pages.entries()) {
    const lines = each.lines.filter((line) => line.font === 'regular' && line.size === 11);
    const starts: number[] = [];
    let text = '';
    for (const line of lines) {
      starts.push(text.length);
      text += `${line.text} `;
    }
    const at = text.indexOf(exact);
    if (at < 0) continue;
    const end = at + exact.length;
    const rects = lines.flatMap((line, lineIndex) => {
      const from = Math.max(at, starts[lineIndex] ?? 0) - (starts[lineIndex] ?? 0);
      const to = Math.min(end, (starts[lineIndex] ?? 0) + line.text.length) - (starts[lineIndex] ?? 0);
      if (to <= from) return [];
      const x = line.x + textWidth(line.text.slice(0, from), line.font, line.size);
      return [{ x: Math.round(x), y: Math.round(line.y - 3), width: Math.round(textWidth(line.text.slice(from, to), line.font, line.size)), height: 14 }];
    });
    return { page: index + 1, rects, prefix: text.slice(Math.max(0, at - 32), at), suffix: text.slice(end, end + 32) };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------

const biology = studyPlanFor('Biology');
if (!biology) throw new Error('no Biology study plan');
const books: BookSpec[] = [
  { fileName: 'mdcat-biology-essentials.pdf', title: buildEBook().Title, author: buildEBook().Author, subtitle: 'MDCAT Complete Preparation 2027: Biology study companion', parts: [{ subject: 'Biology', groups: biology.groups }] },
  ...demoWorld.candidate.ebooks
    .filter((eBook) => eBook.EBookId !== buildEBook().EBookId)
    .filter((eBook) => eBook.Url.endsWith('/physics-formula-handbook.pdf'))
    .map((eBook) => ({ fileName: eBook.Url.slice(eBook.Url.lastIndexOf('/') + 1), title: eBook.Title, author: eBook.Author, subtitle: 'MDCAT and ECAT Physics: definitions, laws and worked formulae', parts: [{ subject: 'Physics', groups: physicsStudyPlan.groups }] })),
  // The big book (issue 16's budgets: first page of a 300-page PDF): every subject's readings and
  // lectures, and the item bank's questions with their answers, in A5.
  ...demoWorld.candidate.ebooks
    .filter((eBook) => eBook.Url.endsWith('/mdcat-complete-revision-guide.pdf'))
    .map((eBook) => ({
      fileName: eBook.Url.slice(eBook.Url.lastIndexOf('/') + 1),
      title: eBook.Title,
      author: eBook.Author,
      subtitle: 'Biology, Chemistry, Physics and English: readings, lecture notes and practice MCQs with answers',
      parts: studyPlans.map((plan) => ({ subject: plan.subjectName, groups: plan.groups })),
      pageBox: a5,
      revision: true,
    })),
];

mkdirSync(outputDirectory, { recursive: true });
for (const book of books) {
  const layout = layOut(book);
  const bytes = pdfBytes(layout, book);
  writeFileSync(join(outputDirectory, book.fileName), bytes);
  console.log(`${book.fileName}: ${layout.pages.length} pages, ${layout.chapters.length} chapters, ${bytes.length} bytes`);
  for (const chapter of layout.chapters) console.log(`  page ${chapter.pageIndex + 1}: ${chapter.title}`);
  // The demo activities' anchors must be the real text: check each quote where its page says.
  const eBookId = demoWorld.candidate.ebooks.find((eBook) => eBook.Url.endsWith(`/${book.fileName}`))?.EBookId;
  for (const activity of demoWorld.candidate.ebookActivities.filter((entry) => entry.EBookId === eBookId)) {
    const selectors = (JSON.parse(activity.Data) as { target: { selector: { type: string; exact?: string; page?: number; rects?: unknown }[] } }).target.selector;
    const quote = selectors.find((selector) => selector.type === 'TextQuoteSelector')?.exact;
    const rects = selectors.find((selector) => selector.type === 'PdfRectSelector');
    if (!quote || !rects) continue;
    const found = locate(layout, quote);
    const same = found && found.page === rects.page && JSON.stringify(found.rects) === JSON.stringify(rects.rects);
    console.log(`  activity ${activity.EBookActivityId}: ${same ? 'anchored' : `MOVED, now ${JSON.stringify(found)}`}`);
    if (!same) process.exitCode = 1;
  }
}
