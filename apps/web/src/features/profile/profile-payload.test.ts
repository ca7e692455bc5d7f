import { describe, expect, it } from 'vitest';
import { Gender, type CandidateProfile } from '@portal/domain';
import type { ProfileFormValues } from '@portal/ui';
import { remainingRecordErrors, toRecordDrafts } from './profile-payload';
import { validateProfile } from './profile-validation';

const loaded: CandidateProfile = {
  FullName: 'Ayesha Khan',
  FatherName: null,
  DateOfBirth: null,
  Nationality: null,
  City: null,
  StudentCnic: null,
  GuardianName: null,
  GuardianPhone: null,
  ResidancePhone: null,
  CellPhone: '3001234567',
  Email: 'ayesha@example.com',
  CurrentAddress: null,
  PermanentAddress: null,
  ProfileImage: 'profile-image/abc.png',
  Gender: null,
  TimeZoneId: 'Asia/Karachi',
  CountryCode: 'PK',
  Academics: [{ AcademicLevelId: 1, Name: 'Matric' }],
  AcademicInformations: [],
};

const entered = (patch: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  FullName: 'Ayesha Khan',
  FatherName: '',
  DateOfBirth: null,
  Nationality: '',
  City: 'Lahore',
  StudentCnic: '',
  GuardianName: '',
  GuardianPhone: '',
  ResidancePhone: '',
  CellPhone: '3001234567',
  Email: 'ayesha@example.com',
  CurrentAddress: '',
  PermanentAddress: '',
  Gender: null,
  TimeZoneId: 'Asia/Karachi',
  CountryCode: 'pk',
  ...patch,
});

describe('validateProfile', () => {
  it('accepts a valid entry, keeps the fields the form does not edit and nulls empty texts', () => {
    const result = validateProfile(
      entered({ Gender: Gender.female, DateOfBirth: '2004-05-06' }),
      loaded,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.profile.City).toBe('Lahore');
    expect(result.profile.FatherName).toBeNull();
    expect(result.profile.StudentCnic).toBeNull();
    expect(result.profile.GuardianPhone).toBeNull();
    expect(result.profile.Gender).toBe(Gender.female);
    expect(result.profile.DateOfBirth).toBe('2004-05-06');
    expect(result.profile.CountryCode).toBe('PK');
    expect(result.profile.ProfileImage).toBe('profile-image/abc.png');
    expect(result.profile.Academics).toEqual(loaded.Academics);
  });

  it('reports each invalid field once, in the domain wording, next to its field', () => {
    const result = validateProfile(
      entered({ FullName: '', StudentCnic: '12345', Email: 'not-an-email', GuardianPhone: 'abc' }),
      loaded,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ['Email', 'FullName', 'GuardianPhone', 'StudentCnic'].sort(),
    );
    expect(result.errors.FullName).toMatch(/full name/i);
    expect(result.errors.StudentCnic).toMatch(/cnic/i);
    expect(result.formError).toBeUndefined();
  });

  it('refuses an edited email or cell phone: the server keeps the verified ones', () => {
    const result = validateProfile(
      entered({ Email: 'other@example.com', CellPhone: '3009999999' }),
      loaded,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.Email).toMatch(/verification/);
    expect(result.errors.CellPhone).toMatch(/verification/);
    expect(validateProfile(entered({ Email: 'AYESHA@example.com ' }), loaded).ok).toBe(true);
  });

  const matric = {
    CandidateAcademicId: 7,
    AcademicLevelId: 1,
    Institute: 'Lahore Grammar School',
    Board: null,
    PassingYear: 2023,
    Marks: 91,
  };

  it('keeps the stored academic records when the editor was not touched', () => {
    const result = validateProfile(entered(), { ...loaded, AcademicInformations: [matric] });
    expect(result.ok && result.profile.AcademicInformations).toEqual([matric]);
  });

  it('parses the edited academic records', () => {
    const [draft] = toRecordDrafts([matric]);
    const result = validateProfile(entered(), loaded, [
      { ...draft!, Marks: '93.5', Board: 'BISE Lahore' },
      {
        key: 'new',
        CandidateAcademicId: null,
        AcademicLevelId: '2',
        Institute: 'Kinnaird College',
        Board: '',
        PassingYear: '2025',
        Marks: '88',
      },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.profile.AcademicInformations).toEqual([
      { ...matric, Marks: 93.5, Board: 'BISE Lahore' },
      {
        CandidateAcademicId: null,
        AcademicLevelId: 2,
        Institute: 'Kinnaird College',
        Board: null,
        PassingYear: 2025,
        Marks: 88,
      },
    ]);
  });

  it('names each invalid record field by its row', () => {
    const result = validateProfile(entered(), loaded, [
      ...toRecordDrafts([matric]),
      {
        key: 'new',
        CandidateAcademicId: null,
        AcademicLevelId: '',
        Institute: '',
        Board: '',
        PassingYear: 'soon',
        Marks: '120',
      },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({});
    expect(result.recordErrors[0]).toBeUndefined();
    expect(Object.keys(result.recordErrors[1] ?? {}).sort()).toEqual(
      ['AcademicLevelId', 'Institute', 'Marks', 'PassingYear'].sort(),
    );
    expect(result.recordErrors[1]?.Institute).toMatch(/institute/i);
    expect(result.formError).toBeUndefined();
  });
});

describe('remainingRecordErrors', () => {
  const rows = toRecordDrafts([
    {
      CandidateAcademicId: 1,
      AcademicLevelId: 1,
      Institute: 'A',
      Board: null,
      PassingYear: 2020,
      Marks: 50,
    },
    {
      CandidateAcademicId: 2,
      AcademicLevelId: 2,
      Institute: 'B',
      Board: null,
      PassingYear: 2022,
      Marks: 60,
    },
  ]);
  const errors = {
    0: { Marks: 'bad marks', Institute: 'bad institute' },
    1: { Board: 'bad board' },
  };

  it('drops only the error of the field being edited', () => {
    const next = rows.map((row, index) => (index === 0 ? { ...row, Marks: '55' } : row));
    expect(remainingRecordErrors(rows, next, errors)).toEqual({
      0: { Institute: 'bad institute' },
      1: { Board: 'bad board' },
    });
  });

  it('drops them all when a row is added or removed (the rows shift)', () => {
    expect(remainingRecordErrors(rows, rows.slice(1), errors)).toEqual({});
  });
});
