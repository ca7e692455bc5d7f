import { describe, expect, it } from 'vitest';
import {
  ActivityDaysQuery,
  ActivityGroupsResponse,
  DayActivitiesQuery,
  NavigationHistory,
} from './activity';
import { Course, MyCoursesQuery } from './course';
import { SaveRatingRequest, SaveReportProblemRequest } from './rating';
import {
  ApplyCouponRequest,
  Cart,
  CreateSubscriptionRequest,
  SubscriptionResult,
} from './subscription';
import { NextQuestionRequest, TestListQuery } from './test';
import { LiveClassQuery } from './live-session';
import { fieldErrors } from '../rules/validation-message';

const course = {
  CandidateSOSId: 11,
  SOSId: 3,
  CourseName: 'MDCAT Prep',
  CourseType: 1,
  CourseImage: null,
  CourseEndDate: { Value: '2027-01-31' },
  ItemRating: null,
  Subjects: [
    { SubjectId: 1, SubjectName: 'Biology', IsFLP: false, SubjectColor: '#16a34a', Progress: 40 },
  ],
  Subscription: {
    SubscriptionId: 1,
    PackageName: 'Basic',
    SubscriptionStatus: 1,
    NotifyBeforeDueDate: 10,
    AllowRenewal: true,
    PackageFeatures: [{ FeatureId: { Value: 9 }, IsFeatureAllowed: false }],
  },
};

describe('learning schemas', () => {
  it('parses a course and rejects unknown feature numbers', () => {
    expect(Course.parse(course).Subscription.PackageFeatures[0]?.FeatureId.Value).toBe(9);
    const bad = {
      ...course,
      Subscription: {
        ...course.Subscription,
        PackageFeatures: [{ FeatureId: { Value: 7 }, IsFeatureAllowed: true }],
      },
    };
    expect(Course.safeParse(bad).success).toBe(false);
    expect(MyCoursesQuery.parse({})).toEqual({ CourseType: 1 });
  });
  it('parses the activity hierarchy and its queries', () => {
    const parsed = ActivityGroupsResponse.parse({
      SubjectActivityGroups: [
        {
          GroupName: 'Week 1',
          SubjectActivityGroupDays: [
            {
              SOSDetailId: 5,
              DayName: 'Day 1',
              IsLocked: false,
              SubjectGroupDayActivities: [
                {
                  ActivityType: 1,
                  Title: 'Cell structure',
                  SOSDetailContentId: 8,
                  ContentId: 4,
                  AssignmentId: null,
                  SOSDetailAssignmentId: null,
                  TestId: null,
                  SOSDetailTestId: null,
                  IsContentCompleted: false,
                  IsLocked: false,
                  DueDate: null,
                },
              ],
            },
          ],
        },
      ],
    });
    expect(parsed.SubjectActivityGroups[0]?.SubjectActivityGroupDays[0]?.SOSDetailId).toBe(5);
    expect(
      DayActivitiesQuery.parse({
        candidateSOSId: '11',
        subjectId: '1',
        groupName: 'Week 1',
        sosDetailId: '5',
      }).sosDetailId,
    ).toBe(5);
    expect(
      ActivityDaysQuery.safeParse({ candidateSOSId: '11', subjectId: '1', groupName: '' }).success,
    ).toBe(false);
    expect(
      NavigationHistory.safeParse({
        candidateSOSId: 1,
        subjectId: 1,
        groupName: 'W',
        sosDetailId: 1,
        isLocked: false,
        subjectName: 'B',
      }).success,
    ).toBe(true);
  });
  it('validates test requests', () => {
    expect(TestListQuery.parse({ candidateSOSId: '1001', filter: '2' })).toEqual({
      candidateSOSId: 1001,
      filter: 2,
      pageNumber: 1,
      pageSize: 10,
    });
    expect(TestListQuery.safeParse({ candidateSOSId: '1001', filter: '7' }).success).toBe(false);
    expect(TestListQuery.safeParse({ filter: '2' }).success).toBe(false);
    expect(
      NextQuestionRequest.safeParse({
        TestId: 1,
        CandidateSOSId: 1,
        QuestionId: 1,
        TopicId: 1,
        CandidateAnswer: null,
        StartTime: 'a',
        EndTime: 'b',
      }).success,
    ).toBe(true);
  });
  it('validates ratings, reports, coupons and subscriptions', () => {
    const rating = SaveRatingRequest.safeParse({
      CandidateSOSId: 1,
      ItemId: 1,
      ItemType: 2,
      Rating: 6,
    });
    expect(fieldErrors(rating.error!)[0]?.message).toBe('Rating must be between 1 and 5.');
    expect(
      SaveReportProblemRequest.safeParse({
        CandidateSOSId: 1,
        ItemId: 1,
        ProblemType: 1,
        Description: 'too short',
      }).success,
    ).toBe(false);
    expect(ApplyCouponRequest.safeParse({ InvoiceId: 1, CouponCode: 'WELCOME-10' }).success).toBe(
      true,
    );
    expect(ApplyCouponRequest.safeParse({ InvoiceId: 1, CouponCode: 'no spaces' }).success).toBe(
      false,
    );
    expect(
      SubscriptionResult.parse({ InvoiceId: null, ResponseStatus: 0, SubscriptionsError: [] })
        .ResponseStatus,
    ).toBe(0);
    expect(CreateSubscriptionRequest.safeParse({ cartId: '', instituteId: 1 }).success).toBe(false);
    expect(
      Cart.parse({ id: 'c1', instituteId: 1, items: [{ sc: 'S1', gc: 'G1', po: 'P1', pp: 'L1' }] })
        .items,
    ).toHaveLength(1);
  });
  it('coerces live-session list queries', () => {
    expect(LiveClassQuery.parse({ candidateSOSId: '1001' })).toEqual({
      candidateSOSId: 1001,
      pageNumber: 1,
      pageSize: 10,
    });
    expect(LiveClassQuery.safeParse({ candidateSOSId: 'x' }).success).toBe(false);
  });
});
