import { comingCoursePages } from '../course-menu';
import { QuizList } from '../components/quiz-list';

/** spec 2: /quizzes (Quizzes feature, gated in the route): the course's quizzes. */
export default function QuizzesPage() {
  return <QuizList kind="sos" title={comingCoursePages.quizzes.label} />;
}
