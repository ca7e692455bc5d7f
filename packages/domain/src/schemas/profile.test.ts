import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../rules/validation-message';
import { CandidateProfile } from './profile';
import { ContactMessageRequest } from './contact';
import { HowYouKnowAnswer } from './how-you-know';
import { PreSignedUrlRequest } from './file-upload';

const profile = {
  FullName: 'Ayesha Khan',
  CellPhone: '3001234567',
  Email: 'ayesha@example.com',
  TimeZoneId: 'Asia/Karachi',
  CountryCode: 'PK',
};

describe('CandidateProfile', () => {
  it('accepts the minimum profile with defaults for the lists', () => {
    const parsed = CandidateProfile.parse(profile);
    expect(parsed.Academics).toEqual([]);
    expect(parsed.AcademicInformations).toEqual([]);
  });
  it('validates the CNIC as #####-#######-#', () => {
    expect(CandidateProfile.safeParse({ ...profile, StudentCnic: '35202-1234567-1' }).success).toBe(
      true,
    );
    const result = CandidateProfile.safeParse({ ...profile, StudentCnic: '3520212345671' });
    expect(fieldErrors(result.error!)[0]).toMatchObject({ field: 'StudentCnic', key: 'cnic' });
    expect(CandidateProfile.parse({ ...profile, StudentCnic: '' }).StudentCnic).toBeNull();
  });
  it('validates optional phones, dates and nested academic rows with field paths', () => {
    const result = CandidateProfile.safeParse({
      ...profile,
      GuardianPhone: 'abc',
      DateOfBirth: '2004-13-40',
      AcademicInformations: [{ AcademicLevelId: 1, Institute: '', PassingYear: 1900, Marks: 50 }],
    });
    const fields = fieldErrors(result.error!).map((error) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'GuardianPhone',
        'DateOfBirth',
        'AcademicInformations.0.Institute',
        'AcademicInformations.0.PassingYear',
      ]),
    );
    expect(CandidateProfile.parse({ ...profile, GuardianPhone: '' }).GuardianPhone).toBeNull();
    const dateError = fieldErrors(result.error!).find((error) => error.field === 'DateOfBirth');
    expect(dateError?.message).toBe('Date of birth: must be a date written YYYY-MM-DD.');
  });
});

describe('other designed payloads', () => {
  it('contact message needs a subject and a message of 10+ characters', () => {
    const result = ContactMessageRequest.safeParse({ Subject: 'Help', Message: 'short' });
    expect(fieldErrors(result.error!)[0]?.message).toBe('Message must be at least 10 characters.');
  });
  it('how-you-know answer needs positive ids', () => {
    expect(HowYouKnowAnswer.safeParse({ QuestionId: 1, OptionId: 2, Detail: null }).success).toBe(
      true,
    );
    expect(HowYouKnowAnswer.safeParse({ QuestionId: 1, OptionId: 0 }).success).toBe(false);
    expect(HowYouKnowAnswer.safeParse({ QuestionId: 1.5, OptionId: 1 }).success).toBe(false);
  });
  it('pre-signed URL request needs a known folder', () => {
    expect(
      PreSignedUrlRequest.safeParse({
        Folder: 'education-certificate',
        FileName: 'a.pdf',
        ContentType: 'application/pdf',
        FileSize: 10,
      }).success,
    ).toBe(true);
    expect(
      PreSignedUrlRequest.safeParse({
        Folder: 'tmp',
        FileName: 'a.pdf',
        ContentType: 'application/pdf',
        FileSize: 10,
      }).success,
    ).toBe(false);
  });
});
