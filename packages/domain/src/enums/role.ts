/**
 * spec: the candidate role is the only role the app accepts. The wire carries the role as a string
 * (`user_role`, `RoleType`); we compare it case-insensitively (see rules/candidate-role.ts), because
 * "not shown" how the server capitalises it. Other roles (e.g. `Teacher`) exist on the server only
 * so that their login can be refused.
 */
export const Role = { candidate: 'Candidate' } as const;
export type Role = (typeof Role)[keyof typeof Role];

// spec: candidate type campus 1, online 2.
export const CandidateType = { campus: 1, online: 2 } as const;
export type CandidateType = (typeof CandidateType)[keyof typeof CandidateType];

/** Not shown in the spec (sign-up and profile carry `gender`): our decision. */
export const Gender = { male: 1, female: 2, preferNotToSay: 3 } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

// spec: platform code 1 means web.
export const Platform = { web: 1 } as const;
export type Platform = (typeof Platform)[keyof typeof Platform];
