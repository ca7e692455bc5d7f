import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx). No conflict resolution: tailwind-merge cost every route 8.7 KB gzip
 * (issue #10), so components give each utility group one class at a time, through variants, data
 * attributes or exclusive conditions, never a later class meant to beat an earlier one. The story
 * checks fail on any element whose classes still conflict (lib/testing/class-conflicts.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
