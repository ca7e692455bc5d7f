import { comingCoursePages } from '../course-menu';
import { QuizList } from '../components/quiz-list';

/** spec 2: /systemQuizzes (AIQuizzes feature, gated in the route): the AI quizzes made for the candidate. */
export default function SystemQuizzesPage() {
  return <QuizList kind="system" title={comingCoursePages.systemQuizzes.label} />;
}
