import { describe, expect, expectTypeOf, it } from 'vitest';
import { parseRouteParams } from './route-params';

const schema = {
  candidateSOSId: { type: 'number' },
  subjectName: { type: 'string' },
  isExpired: { type: 'boolean' },
  dueDate: { type: 'string', optional: true },
} as const;

describe('parseRouteParams', () => {
  it('types string, number and boolean parameters', () => {
    const result = parseRouteParams(schema, {
      candidateSOSId: '11',
      subjectName: 'Biology',
      isExpired: 'False',
    });
    expect(result).toEqual({
      ok: true,
      params: { candidateSOSId: 11, subjectName: 'Biology', isExpired: false, dueDate: undefined },
    });
    if (result.ok) {
      expectTypeOf(result.params.candidateSOSId).toEqualTypeOf<number>();
      expectTypeOf(result.params.isExpired).toEqualTypeOf<boolean>();
      expectTypeOf(result.params.dueDate).toEqualTypeOf<string | undefined>();
    }
    expect(
      parseRouteParams(schema, {
        candidateSOSId: '-2.5',
        subjectName: 'x',
        isExpired: 'TRUE',
        dueDate: '2026-12-01',
      }),
    ).toMatchObject({
      ok: true,
      params: { candidateSOSId: -2.5, isExpired: true, dueDate: '2026-12-01' },
    });
  });
  it('fails clearly on a bad number or boolean', () => {
    expect(
      parseRouteParams(schema, { candidateSOSId: '11abc', subjectName: 'B', isExpired: 'true' }),
    ).toEqual({
      ok: false,
      failure: {
        param: 'candidateSOSId',
        expected: 'number',
        received: '11abc',
        message: 'Route parameter "candidateSOSId" must be a number, got "11abc".',
      },
    });
    const bool = parseRouteParams(schema, {
      candidateSOSId: '1',
      subjectName: 'B',
      isExpired: 'yes',
    });
    expect(bool.ok === false && bool.failure.param).toBe('isExpired');
  });
  it('fails on a missing required parameter', () => {
    const result = parseRouteParams(schema, { candidateSOSId: '1', isExpired: 'true' });
    expect(result.ok === false && result.failure.message).toBe(
      'Route parameter "subjectName" is missing.',
    );
  });
});
