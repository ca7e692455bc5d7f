import { feedbackPeriodOf, type Course, type FeedbackGroup, type FeedbackQuery, type FeedbackResponse, type SaveFeedbackRequest } from '@portal/domain';
import type { ServiceContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Caller } from '../../http/authentication';
import type { CoursesModule } from '../courses';
import { insertAnswers, listQuestions, savedSubjects } from './feedback.queries';

export interface FeedbackContext extends ServiceContext {
  readonly courses: Pick<CoursesModule, 'access'>;
}

const invalid = (field: string, text: string) => new AppError(400, 'ValidationException', 'BadRequest', `${field}: ${text}`);
const alreadySaved = () => new AppError(409, 'FeedbackAlreadySavedException', 'FeedbackAlreadySaved');

/** The subjects feedback is about: the course's regular subjects (not the full-length practice). */
const feedbackSubjects = (course: Course) => course.Subjects.filter((subject) => !subject.IsFLP);

/**
 * Feedback (spec 3, 4, 7): GetFeedback gives the course's questionnaire and its subjects, each with
 * IsSaved for the current period; SaveFeedback takes an array of answers. Rule (ours): one
 * feedback per subject per calendar month (UTC), every question answered; a second one in the
 * month is refused (409, FeedbackAlreadySaved). Every entry's enrolment must be the caller's
 * (404 otherwise, like a missing one), its subject one of the course's (400 naming the field).
 */
export function createFeedbackService({ db, clock, courses }: FeedbackContext) {
  async function questionnaire(course: Course): Promise<FeedbackGroup[]> {
    const groups: FeedbackGroup[] = [];
    for (const row of await listQuestions(db, course.SOSId)) {
      let group = groups.find((entry) => entry.FeedbackGroupId === row.groupId);
      if (!group) {
        group = { FeedbackGroupId: row.groupId, Title: row.groupTitle, Questions: [] };
        groups.push(group);
      }
      group.Questions.push({ FeedbackQuestionId: row.questionId, Question: row.question });
    }
    return groups;
  }

  return {
    async get(caller: Caller, query: FeedbackQuery): Promise<FeedbackResponse> {
      const course = await courses.access.enrolment(caller, query.candidateSOSId);
      const saved = await savedSubjects(db, course.CandidateSOSId, feedbackPeriodOf(clock()));
      return {
        FeedbackGroups: await questionnaire(course),
        SubjectList: feedbackSubjects(course).map((subject) => ({
          SubjectId: subject.SubjectId,
          SubjectName: subject.SubjectName,
          IsSaved: saved.has(subject.SubjectId),
        })),
      };
    },

    async save(caller: Caller, answers: SaveFeedbackRequest): Promise<void> {
      const candidateSosId = answers[0]?.CandidateSOSId ?? 0;
      answers.forEach((answer, index) => {
        if (answer.CandidateSOSId !== candidateSosId) throw invalid(`[${index}].CandidateSOSId`, 'every answer must be for the same course.');
      });
      const course = await courses.access.enrolment(caller, candidateSosId);
      const subjects = new Set(feedbackSubjects(course).map((subject) => subject.SubjectId));
      const questions = (await questionnaire(course)).flatMap((group) => group.Questions.map((question) => question.FeedbackQuestionId));
      const bySubject = new Map<number, Set<number>>();
      answers.forEach((answer, index) => {
        if (!subjects.has(answer.SubjectId)) throw invalid(`[${index}].SubjectId`, 'is not a subject of this course.');
        if (!questions.includes(answer.FeedbackQuestionId)) throw invalid(`[${index}].FeedbackQuestionId`, 'is not a question of this course.');
        const answered = bySubject.get(answer.SubjectId) ?? new Set<number>();
        if (answered.has(answer.FeedbackQuestionId)) throw invalid(`[${index}].FeedbackQuestionId`, 'is answered twice.');
        answered.add(answer.FeedbackQuestionId);
        bySubject.set(answer.SubjectId, answered);
      });
      for (const [subjectId, answered] of bySubject) {
        const missing = questions.find((questionId) => !answered.has(questionId));
        if (missing !== undefined) throw invalid('FeedbackQuestionId', `question ${missing} of subject ${subjectId} is not answered.`);
      }
      const now = clock();
      const period = feedbackPeriodOf(now);
      const saved = await savedSubjects(db, course.CandidateSOSId, period);
      if ([...bySubject.keys()].some((subjectId) => saved.has(subjectId))) throw alreadySaved();
      const written = await insertAnswers(
        db,
        answers.map((answer) => ({
          candidateSosId: course.CandidateSOSId,
          subjectId: answer.SubjectId,
          period,
          questionId: answer.FeedbackQuestionId,
          userId: caller.user.id,
          rating: answer.Rating,
          comment: answer.Comment ?? null,
          createdAt: now,
        })),
      );
      // Two saves racing: the primary key kept the first.
      if (written < answers.length) throw alreadySaved();
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
