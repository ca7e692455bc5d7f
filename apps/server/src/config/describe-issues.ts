import type { z } from 'zod';

/** Turns zod issues on the environment into one readable line per variable. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
}
