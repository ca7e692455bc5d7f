export { SubjectCard, type SubjectCardProps } from './subject-card';
