export { SubjectsDonut, type SubjectSlice, type SubjectsDonutProps } from './subjects-donut';
