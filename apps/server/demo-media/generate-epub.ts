/**
 * Dev-time generator of the demo EPUB (run with tsx, never by the server): the Chemistry readings of
 * the study plan (packages/domain/src/fixtures/study: real study text with headings, lists, tables)
 * as an EPUB 3 book, one chapter (XHTML file) per reading, with a title page, a navigation document
 * (the reader's table of contents), a style sheet and a figure (an SVG diagram of the order in which
 * orbitals fill). No dependencies: the ZIP container is written here (mimetype stored first, the
 * rest deflated, fixed 1980-01-01 timestamps), so a rerun writes the same bytes.
 *
 * usage: tsx generate-epub.ts [output dir]   (default: ./ebooks beside this file)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';
import { chemistryStudyPlan, demoWorld } from '@portal/domain/fixtures';

const epubBook = demoWorld.candidate.ebooks.find((each) => each.Url.endsWith('.epub'));
if (!epubBook) throw new Error('the demo world has no EPUB e-book');
const eBook = epubBook;
const fileName = eBook.Url.slice(eBook.Url.lastIndexOf('/') + 1);
const bookId = `urn:uuid:5f0c1c1e-7d3a-4c55-9b1e-${String(eBook.EBookId).padStart(12, '0')}`;

// ---------------------------------------------------------------------------------------------
// ZIP (PKWARE APPNOTE 6.3): local headers, central directory, end record. DOS time 00:00, 1980-01-01.

interface ZipEntry {
  readonly name: string;
  readonly data: Buffer;
  readonly store?: boolean;
}

function zip(entries: readonly ZipEntry[]): Buffer {
  const dosTime = 0;
  const dosDate = (0 << 9) | (1 << 5) | 1;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.store ? entry.data : deflateRawSync(entry.data, { level: 9 });
    const crc = crc32(entry.data) >>> 0;
    const method = entry.store ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

// ---------------------------------------------------------------------------------------------
// Content.

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The readings' HTML as XHTML: void elements closed, named entities (beyond XML's five) as numbers. */
const xmlEntities = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
const namedCodes: Record<string, number> = { nbsp: 160, ndash: 8211, mdash: 8212, hellip: 8230 };
function xhtmlOf(html: string): string {
  return html
    .replace(/<(br|hr|img)([^>]*?)\s*\/?>/g, '<$1$2/>')
    .replace(/&([a-z]+);/g, (all, name: string) => (xmlEntities.has(name) ? all : `&#${namedCodes[name] ?? 63};`));
}

const page = (title: string, body: string, type = 'bodymatter chapter'): string => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en-GB" lang="en-GB">
<head>
<meta charset="UTF-8"/>
<title>${escape(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
<section epub:type="${type}">
${body}
</section>
</body>
</html>
`;

const styles = `body { font-family: serif; line-height: 1.5; margin: 0 0.5em; }
h1 { font-size: 1.6em; line-height: 1.2; border-bottom: 2px solid #2563eb; padding-bottom: 0.2em; }
h2 { font-size: 1.25em; margin-top: 1.4em; }
h3 { font-size: 1.05em; }
p.lead { font-style: italic; }
table { border-collapse: collapse; margin: 1em 0; width: 100%; }
th, td { border: 1px solid #8b95a1; padding: 0.25em 0.5em; text-align: left; vertical-align: top; }
thead th { background: #e6edf7; }
figure { margin: 1.2em 0; }
figure img { display: block; max-width: 100%; height: auto; margin: 0 auto; }
figcaption { font-size: 0.9em; font-style: italic; margin-top: 0.4em; }
.title-page { text-align: center; margin-top: 20%; }
`;

/** The figure: the order orbitals fill in (Aufbau, the (n + l) rule), as diagonal arrows. */
function fillingOrderSvg(): string {
  const rows = [
    ['1s'],
    ['2s', '2p'],
    ['3s', '3p', '3d'],
    ['4s', '4p', '4d', '4f'],
    ['5s', '5p', '5d', '5f'],
    ['6s', '6p', '6d'],
    ['7s', '7p'],
  ];
  const cell = 64;
  const left = 40;
  const top = 40;
  const labels = rows.flatMap((row, y) =>
    row.map((label, x) => `<text x="${left + x * cell + 20}" y="${top + y * cell + 26}" font-family="sans-serif" font-size="20" text-anchor="middle">${label}</text>`),
  );
  // Arrows run down-left along the diagonals n + l = constant (1s; 2s; 2p 3s; 3p 4s; 3d 4p 5s; ...).
  const arrows: string[] = [];
  for (let sum = 0; sum < rows.length + 3; sum += 1) {
    const cells = rows.flatMap((row, y) => row.flatMap((_, x) => (x + y === sum ? [{ x, y }] : [])));
    const first = cells[0];
    const last = cells.at(-1);
    if (!first || !last) continue;
    arrows.push(
      `<line x1="${left + first.x * cell + 46}" y1="${top + first.y * cell}" x2="${left + last.x * cell - 6}" y2="${top + last.y * cell + 46}" stroke="#2563eb" stroke-width="2" marker-end="url(#head)"/>`,
    );
  }
  const width = left * 2 + 4 * cell;
  const height = top + rows.length * cell + 20;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">
<title id="t">Order of filling orbitals: follow the arrows from 1s to 7p</title>
<defs><marker id="head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#2563eb"/></marker></defs>
<rect width="100%" height="100%" fill="#ffffff"/>
${labels.join('\n')}
${arrows.join('\n')}
</svg>
`;
}

const figure = `<figure id="figure-filling-order">
<img src="images/filling-order.svg" alt="A grid of subshells, 1s in the first row to 7s 7p in the last, crossed by diagonal arrows that give the filling order: 1s, 2s, 2p, 3s, 3p, 4s, 3d, 4p, 5s, 4d, 5p, 6s, 4f, 5d, 6p, 7s, 5f, 6d, 7p."/>
<figcaption>Figure 1. The order in which orbitals fill: follow each arrow from its tail to its head, top to bottom.</figcaption>
</figure>`;

/** A reading added as a chapter: a re-issued edition (the e2e re-anchoring journey). */
export interface DemoEpubReading {
  readonly title: string;
  readonly description: string;
  readonly html: string;
}

/**
 * The demo EPUB's bytes (the same on every call); with `addedChapter`, a re-issued edition with
 * one more chapter at index `at` of the chapters. The body is not indented: its template literals
 * are the book's text, byte for byte.
 */
export function demoEpubBytes(
  options: { readonly addedChapter?: { readonly at: number; readonly reading: DemoEpubReading } } = {},
): { bytes: Buffer; chapters: { file: string; title: string }[] } {

const readings: DemoEpubReading[] = chemistryStudyPlan.groups.flatMap((group) =>
  group.days.flatMap((day) => day.activities.flatMap((activity) => (activity.kind === 'reading' ? [activity] : []))),
);
if (options.addedChapter) readings.splice(options.addedChapter.at, 0, options.addedChapter.reading);

const chapters = readings.map((reading, index) => {
  let body = xhtmlOf(reading.html);
  // The figure goes with the chapter on electronic configuration, before its first heading.
  if (/configuration/i.test(reading.title)) body = `${figure}\n${body}`;
  return {
    file: `chapter-${index + 1}.xhtml`,
    title: reading.title,
    xhtml: page(reading.title, `<h1>${index + 1}. ${escape(reading.title)}</h1>\n<p class="lead">${escape(reading.description)}</p>\n${body}`),
  };
});

const titlePage = page(
  eBook.Title,
  `<div class="title-page">
<h1>${escape(eBook.Title)}</h1>
<p>MDCAT Complete Preparation 2027: Chemistry study companion</p>
<p><strong>${escape(eBook.Author)}</strong></p>
<p>${chapters.length} chapters: atomic structure and chemical bonding.</p>
<p><em>Demo e-book of Candidate Portal, generated from the course study material.</em></p>
</div>`,
  'titlepage',
);

const nav = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en-GB" lang="en-GB">
<head><meta charset="UTF-8"/><title>Contents</title><link rel="stylesheet" type="text/css" href="style.css"/></head>
<body>
<nav epub:type="toc" id="toc">
<h1>Contents</h1>
<ol>
${chapters.map((chapter, index) => `<li><a href="${chapter.file}">${index + 1}. ${escape(chapter.title)}</a></li>`).join('\n')}
</ol>
</nav>
<nav epub:type="landmarks" hidden="hidden">
<ol>
<li><a epub:type="titlepage" href="title.xhtml">Title page</a></li>
<li><a epub:type="bodymatter" href="${chapters[0]?.file ?? 'title.xhtml'}">Start of content</a></li>
</ol>
</nav>
</body>
</html>
`;

const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="en-GB">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">${bookId}</dc:identifier>
<dc:title>${escape(eBook.Title)}</dc:title>
<dc:creator>${escape(eBook.Author)}</dc:creator>
<dc:language>en-GB</dc:language>
<dc:publisher>Candidate Portal (demo)</dc:publisher>
<meta property="dcterms:modified">2026-11-01T00:00:00Z</meta>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="style" href="style.css" media-type="text/css"/>
<item id="figure" href="images/filling-order.svg" media-type="image/svg+xml"/>
<item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>
${chapters.map((chapter, index) => `<item id="chapter-${index + 1}" href="${chapter.file}" media-type="application/xhtml+xml"/>`).join('\n')}
</manifest>
<spine>
<itemref idref="title"/>
<itemref idref="nav"/>
${chapters.map((_, index) => `<itemref idref="chapter-${index + 1}"/>`).join('\n')}
</spine>
</package>
`;

const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`;

const text = (value: string) => Buffer.from(value, 'utf8');
const bytes = zip([
  { name: 'mimetype', data: text('application/epub+zip'), store: true },
  { name: 'META-INF/container.xml', data: text(container) },
  { name: 'OEBPS/content.opf', data: text(opf) },
  { name: 'OEBPS/nav.xhtml', data: text(nav) },
  { name: 'OEBPS/style.css', data: text(styles) },
  { name: 'OEBPS/images/filling-order.svg', data: text(fillingOrderSvg()) },
  { name: 'OEBPS/title.xhtml', data: text(titlePage) },
  ...chapters.map((chapter) => ({ name: `OEBPS/${chapter.file}`, data: text(chapter.xhtml) })),
]);

return { bytes, chapters };
}

/** The file the demo e-book list names (apps/server seeds it into storage). */
export const demoEpubFileName = fileName;

// Run as a script (tsx generate-epub.ts [output dir]): writes the book; imported: writes nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outputDirectory = process.argv[2] ?? new URL('./ebooks/', import.meta.url).pathname;
  const { bytes, chapters } = demoEpubBytes();
  mkdirSync(outputDirectory, { recursive: true });
  writeFileSync(join(outputDirectory, fileName), bytes);
  console.log(`${fileName}: ${chapters.length} chapters, ${bytes.length} bytes`);
  for (const chapter of chapters) console.log(`  ${chapter.file}: ${chapter.title}`);
}
