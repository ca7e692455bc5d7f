import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultCoursePreferences } from '@portal/domain';
import { LocalStorageKey } from '../../platform/storage';
import { readCoursePreferences, writeCoursePreferences } from './course-preferences';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
  };
}

describe('course preferences (/course/setting)', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the defaults before anything was chosen, then what was saved', () => {
    expect(readCoursePreferences()).toEqual(defaultCoursePreferences);
    writeCoursePreferences({ DefaultCandidateSOSId: 1002, ShowCaptions: false, PlaybackRate: 1.5 });
    expect(readCoursePreferences()).toEqual({ DefaultCandidateSOSId: 1002, ShowCaptions: false, PlaybackRate: 1.5 });
  });

  it('drops a stored value that is not a valid choice (an unknown speed, garbage)', () => {
    storage.setItem(LocalStorageKey.coursePreferences, JSON.stringify({ DefaultCandidateSOSId: null, ShowCaptions: true, PlaybackRate: 7 }));
    expect(readCoursePreferences()).toEqual(defaultCoursePreferences);
    expect(storage.getItem(LocalStorageKey.coursePreferences)).toBeNull();
    storage.setItem(LocalStorageKey.coursePreferences, '{not json');
    expect(readCoursePreferences()).toEqual(defaultCoursePreferences);
  });
});
