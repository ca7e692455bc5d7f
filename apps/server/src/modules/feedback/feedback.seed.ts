import type { DemoCourseData } from '@portal/domain/fixtures';
import type { Database } from '../../core/context';
import { feedbackQuestions } from './feedback.tables';

/** A course's questionnaire from the demo world (once per course: rows that exist are kept). */
export async function seedFeedbackQuestionnaire(db: Database, data: DemoCourseData): Promise<void> {
  const rows: (typeof feedbackQuestions.$inferInsert)[] = [];
  for (const group of data.feedback.FeedbackGroups)
    for (const question of group.Questions)
      rows.push({
        sosId: data.course.SOSId,
        questionId: question.FeedbackQuestionId,
        groupId: group.FeedbackGroupId,
        groupTitle: group.Title,
        question: question.Question,
        position: rows.length,
      });
  if (rows.length > 0) await db.insert(feedbackQuestions).values(rows).onConflictDoNothing();
}
