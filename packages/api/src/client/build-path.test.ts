import { describe, expect, it } from 'vitest';
import { buildPath } from './api-client';

describe('buildPath', () => {
  it('fills {Name} placeholders, URL-encoded', () => {
    expect(buildPath('Candidate/{CandidateSOSId}/Subjects/{SubjectId}', { CandidateSOSId: 12, SubjectId: 'a b/c' })).toBe(
      'Candidate/12/Subjects/a%20b%2Fc',
    );
  });

  it('leaves paths without placeholders alone', () => {
    expect(buildPath('AccountService/GetAppInfo')).toBe('AccountService/GetAppInfo');
  });

  it('refuses to send a request with a missing or empty path parameter', () => {
    expect(() => buildPath('Candidate/{CandidateSOSId}/Stats', {})).toThrow('Missing path parameter "CandidateSOSId"');
    expect(() => buildPath('Candidate/{CandidateSOSId}/Stats', { CandidateSOSId: '' })).toThrow('CandidateSOSId');
  });
});
