import { describe, expect, it } from 'vitest';
import { Gender, type CandidateProfile } from '@portal/domain';
import type { ProfileFormValues } from '@portal/ui';
import { validateProfile } from './profile-payload';

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
    const result = validateProfile(entered({ Gender: Gender.female, DateOfBirth: '2004-05-06' }), loaded);
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

  it('says so when a stored field the form does not show is invalid', () => {
    const broken = {
      ...loaded,
      AcademicInformations: [{ AcademicLevelId: 1, Institute: '', PassingYear: 2020, Marks: 80 }],
    } as CandidateProfile;
    const result = validateProfile(entered(), broken);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({});
    expect(result.formError).toMatch(/institute/i);
  });
});
