/**
 * Dev-time helper of generate-videos.sh (run with tsx, never by the server): reads the hosted lectures
 * from the domain's study material and writes, for each one, its WebVTT captions into the output
 * folder and an ffmpeg filter script (slides drawn with drawtext) into the work folder, plus
 * lectures.tsv listing "file<TAB>duration<TAB>filter script" for the shell loop.
 *
 * usage: tsx write-lecture-slides.ts <work dir> <videos dir> <regular font file> <bold font file>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildCourse,
  hostedLectures,
  lectureCaptionsVtt,
  lectureTimeline,
  type HostedLecture,
} from '@portal/domain/fixtures';

const [workDirectory, videosDirectory, regularFont, boldFont] = process.argv.slice(2);
if (!workDirectory || !videosDirectory || !regularFont || !boldFont) {
  throw new Error(
    'usage: write-lecture-slides.ts <work dir> <videos dir> <regular font> <bold font>',
  );
}

// Layout of the 640x360 frame that generate-videos.sh encodes; wrap widths assume DejaVu Sans.
const margin = 40;
const studySkillsColour = '#0ea5e9';
const subjectColours = new Map(
  buildCourse().Subjects.map((subject) => [subject.SubjectName, subject.SubjectColor]),
);

/** Greedy word wrap; drawtext does not wrap by itself. */
function wrap(text: string, maxCharacters: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxCharacters) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const toFfmpegColour = (hex: string) => `0x${hex.replace('#', '')}`;

function writeLecture(lecture: HostedLecture): string {
  const name = lecture.fileName.replace(/\.mp4$/, '');
  const directory = join(workDirectory as string, name);
  mkdirSync(directory, { recursive: true });
  const accent = toFfmpegColour(
    (lecture.subjectName && subjectColours.get(lecture.subjectName)) || studySkillsColour,
  );
  const timeline = lectureTimeline(lecture.video);
  let textCount = 0;

  /** One drawtext; the text goes through a file so that no filter escaping is needed. */
  const text = (
    content: string,
    options: { font: string; size: number; colour: string; x: string; y: number | string },
    start: number,
    end: number,
  ) => {
    const file = join(directory, `text-${textCount++}.txt`);
    writeFileSync(file, content);
    return (
      `drawtext=fontfile=${options.font}:textfile=${file}:expansion=none:fontsize=${options.size}` +
      `:line_spacing=8:fontcolor=${options.colour}:x=${options.x}:y=${options.y}` +
      `:enable='between(t,${start},${end})'`
    );
  };

  // Every glyph is paid for again at each keyframe (every 2 s), so the course footer shows on the
  // title slide only and the key-point slides carry just their number.
  const filters = [
    `drawbox=x=0:y=0:w=iw:h=8:color=${accent}:t=fill`,
    `drawbox=x=0:y=ih-36:w=iw:h=36:color=0x1e293b:t=fill`,
  ];

  timeline.slides.forEach((slide) => {
    const section = lecture.video.sections[slide.sectionIndex];
    if (!section) return;
    const { startSeconds: start, endSeconds: end } = slide;
    if (slide.sectionIndex === 0) {
      const titleLines = wrap(section.heading, 28);
      const titleTop = 120 - (titleLines.length - 1) * 19;
      filters.push(
        text(
          'MDCAT Complete Preparation 2027',
          { font: regularFont as string, size: 14, colour: '0x94a3b8', x: `${margin}`, y: 'h-26' },
          start,
          end,
        ),
        ...titleLines.map((line, index) =>
          text(
            line,
            {
              font: boldFont as string,
              size: 30,
              colour: 'white',
              x: '(w-text_w)/2',
              y: titleTop + index * 38,
            },
            start,
            end,
          ),
        ),
        text(
          lecture.label,
          {
            font: regularFont as string,
            size: 18,
            colour: accent,
            x: '(w-text_w)/2',
            y: titleTop + titleLines.length * 38 + 18,
          },
          start,
          end,
        ),
      );
      return;
    }
    const headingLines = wrap(section.heading, 33);
    filters.push(
      text(
        headingLines.join('\n'),
        { font: boldFont as string, size: 26, colour: 'white', x: `${margin}`, y: 32 },
        start,
        end,
      ),
      `drawbox=x=${margin}:y=${40 + headingLines.length * 34}:w=80:h=4:color=${accent}:t=fill:enable='between(t,${start},${end})'`,
      text(
        `${slide.sectionIndex + 1} / ${lecture.video.sections.length}`,
        {
          font: regularFont as string,
          size: 14,
          colour: '0x94a3b8',
          x: `w-tw-${margin}`,
          y: 'h-26',
        },
        start,
        end,
      ),
    );
    const wrapped = section.points.map((point) => wrap(point, 48));
    const lineCount = wrapped.reduce((sum, lines) => sum + lines.length, 0);
    const size = lineCount > 7 ? 18 : 20;
    let y = 64 + headingLines.length * 34;
    for (const lines of wrapped) {
      filters.push(
        text(
          `•  ${lines.join('\n    ')}`,
          { font: regularFont as string, size, colour: '0xe2e8f0', x: `${margin}`, y },
          start,
          end,
        ),
      );
      y += lines.length * (size + 8) + 14;
    }
  });

  const filterFile = join(directory, 'slides.filter');
  writeFileSync(filterFile, `[0:v]${filters.join(',\n')}[v]\n`);
  writeFileSync(
    join(videosDirectory as string, lecture.captionsFileName),
    lectureCaptionsVtt(lecture.video),
  );
  return `${lecture.fileName}\t${timeline.durationSeconds}\t${filterFile}`;
}

const rows = hostedLectures().map(writeLecture);
writeFileSync(join(workDirectory, 'lectures.tsv'), `${rows.join('\n')}\n`);
console.log(`wrote slides and captions for ${rows.length} lectures`);
