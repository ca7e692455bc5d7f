import { Cell, Pie, PieChart } from 'recharts';
import { donutCutoutPercent } from '@portal/domain';
import { ChartFigure, type ChartFigureProps } from '../chart-figure/chart-figure';

/** A slice of the donut. */
export type SubjectSlice = {
  /** Subject name. */
  label: string;
  /** The subject's value (score or completion). */
  value: number;
  /** The subject's colour from the server (SubjectColor / Color). */
  color: string;
};

export type SubjectsDonutProps = Omit<
  ChartFigureProps,
  'width' | 'height' | 'data' | 'children'
> & {
  /** One slice per subject. */
  subjects: SubjectSlice[];
  /** Unit appended to values in the text alternative. @defaultValue '%' */
  unit?: string;
  /** Size in px (square). @defaultValue 220 */
  size?: number;
};

/**
 * Multi-subject donut. spec: the cutout starts at 40 % and grows by 15 per subject, capped at 90
 * (domain donutCutoutPercent); the cutout is a share of the outer radius, as in the original chart.
 */
export function SubjectsDonut({ subjects, unit = '%', size = 220, ...props }: SubjectsDonutProps) {
  const outerRadius = size / 2 - 2;
  const innerRadius = (outerRadius * donutCutoutPercent(subjects.length)) / 100;
  return (
    <ChartFigure
      data-slot="subjects-donut"
      width={size}
      height={size}
      data={subjects.map((subject) => ({ label: subject.label, value: `${subject.value}${unit}` }))}
      legend={subjects.map((subject) => ({ label: subject.label, color: subject.color }))}
      {...props}
    >
      <PieChart width={size} height={size} accessibilityLayer={false}>
        <Pie
          data={subjects}
          dataKey="value"
          nameKey="label"
          innerRadius={innerRadius}
          outerRadius={outerRadius}
          startAngle={90}
          endAngle={-270}
          stroke="var(--card)"
          isAnimationActive={false}
          rootTabIndex={-1}
        >
          {subjects.map((subject) => (
            <Cell key={subject.label} fill={subject.color} />
          ))}
        </Pie>
      </PieChart>
    </ChartFigure>
  );
}
