/**
 * Seed data the server owns until the domain's demoWorld covers it: reference lists and the demo
 * accounts. TODO(domain): switch the accounts to `demoWorld` from @portal/domain/fixtures once it lands.
 */
export const demoPassword = 'Demo@12345';

export interface DemoAccount {
  readonly userName: string;
  readonly fullName: string;
  readonly email: string;
  readonly role: string;
  readonly phoneCode: string;
  readonly phoneNumber: string;
  readonly countryCode: string;
  readonly timeZoneId: string;
  readonly isEnrolled: boolean;
  readonly isHowYouKnowAnswered: boolean;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    userName: 'demo.candidate',
    fullName: 'Ayesha Khan',
    email: 'demo.candidate@candidate-portal.local',
    role: 'Candidate',
    phoneCode: '+92',
    phoneNumber: '3001234567',
    countryCode: 'PK',
    timeZoneId: 'Asia/Karachi',
    isEnrolled: true,
    isHowYouKnowAnswered: true,
  },
  {
    userName: 'demo.candidate2',
    fullName: 'Bilal Ahmed',
    email: 'demo.candidate2@candidate-portal.local',
    role: 'Candidate',
    phoneCode: '+92',
    phoneNumber: '3007654321',
    countryCode: 'PK',
    timeZoneId: 'Asia/Karachi',
    isEnrolled: true,
    isHowYouKnowAnswered: false,
  },
  {
    userName: 'demo.teacher',
    fullName: 'Sara Malik',
    email: 'demo.teacher@candidate-portal.local',
    role: 'Teacher',
    phoneCode: '+92',
    phoneNumber: '3111234567',
    countryCode: 'PK',
    timeZoneId: 'Asia/Karachi',
    isEnrolled: false,
    isHowYouKnowAnswered: true,
  },
];

export const demoCountries = [
  { id: 1, code: 'PK', name: 'Pakistan', phoneCode: '+92' },
  { id: 2, code: 'AE', name: 'United Arab Emirates', phoneCode: '+971' },
  { id: 3, code: 'SA', name: 'Saudi Arabia', phoneCode: '+966' },
  { id: 4, code: 'GB', name: 'United Kingdom', phoneCode: '+44' },
  { id: 5, code: 'US', name: 'United States', phoneCode: '+1' },
  { id: 6, code: 'CA', name: 'Canada', phoneCode: '+1' },
  { id: 7, code: 'QA', name: 'Qatar', phoneCode: '+974' },
  { id: 8, code: 'OM', name: 'Oman', phoneCode: '+968' },
  { id: 9, code: 'KW', name: 'Kuwait', phoneCode: '+965' },
  { id: 10, code: 'BH', name: 'Bahrain', phoneCode: '+973' },
  { id: 11, code: 'AU', name: 'Australia', phoneCode: '+61' },
  { id: 12, code: 'DE', name: 'Germany', phoneCode: '+49' },
  { id: 13, code: 'MY', name: 'Malaysia', phoneCode: '+60' },
  { id: 14, code: 'TR', name: 'Türkiye', phoneCode: '+90' },
  { id: 15, code: 'CN', name: 'China', phoneCode: '+86' },
] as const;

/** Standard offsets (no daylight saving shown in the picker). */
export const demoTimeZones = [
  { id: 'America/Los_Angeles', displayName: '(UTC-08:00) Pacific Time', utcOffsetMinutes: -480 },
  { id: 'America/New_York', displayName: '(UTC-05:00) Eastern Time', utcOffsetMinutes: -300 },
  { id: 'America/Toronto', displayName: '(UTC-05:00) Toronto', utcOffsetMinutes: -300 },
  { id: 'Europe/London', displayName: '(UTC+00:00) London', utcOffsetMinutes: 0 },
  { id: 'Europe/Berlin', displayName: '(UTC+01:00) Berlin', utcOffsetMinutes: 60 },
  { id: 'Europe/Istanbul', displayName: '(UTC+03:00) Istanbul', utcOffsetMinutes: 180 },
  { id: 'Asia/Riyadh', displayName: '(UTC+03:00) Riyadh', utcOffsetMinutes: 180 },
  { id: 'Asia/Qatar', displayName: '(UTC+03:00) Doha', utcOffsetMinutes: 180 },
  { id: 'Asia/Kuwait', displayName: '(UTC+03:00) Kuwait', utcOffsetMinutes: 180 },
  { id: 'Asia/Bahrain', displayName: '(UTC+03:00) Bahrain', utcOffsetMinutes: 180 },
  { id: 'Asia/Dubai', displayName: '(UTC+04:00) Dubai', utcOffsetMinutes: 240 },
  { id: 'Asia/Muscat', displayName: '(UTC+04:00) Muscat', utcOffsetMinutes: 240 },
  { id: 'Asia/Karachi', displayName: '(UTC+05:00) Islamabad, Karachi', utcOffsetMinutes: 300 },
  { id: 'Asia/Kuala_Lumpur', displayName: '(UTC+08:00) Kuala Lumpur', utcOffsetMinutes: 480 },
  { id: 'Asia/Shanghai', displayName: '(UTC+08:00) Beijing', utcOffsetMinutes: 480 },
  { id: 'Australia/Sydney', displayName: '(UTC+10:00) Sydney', utcOffsetMinutes: 600 },
] as const;

export const demoHowYouKnowOptions = [
  { id: 1, text: 'A friend or family member', requiresDetail: false, sortOrder: 1 },
  { id: 2, text: 'Facebook or Instagram', requiresDetail: false, sortOrder: 2 },
  { id: 3, text: 'YouTube', requiresDetail: false, sortOrder: 3 },
  { id: 4, text: 'Google search', requiresDetail: false, sortOrder: 4 },
  { id: 5, text: 'My school or college', requiresDetail: false, sortOrder: 5 },
  { id: 6, text: 'Other', requiresDetail: true, sortOrder: 6 },
] as const;
