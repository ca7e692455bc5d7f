import { describe, expect, it } from 'vitest';
import { DEFAULT_CAT_SETTINGS, resolveCatSettings } from './cat-settings';

describe('resolveCatSettings', () => {
  it("defaults to the issue's rule: SE <= 0.30 or 30 items, at least 10", () => {
    const settings = resolveCatSettings();
    expect(settings).toEqual(DEFAULT_CAT_SETTINGS);
    expect(settings).toMatchObject({
      minimumItems: 10,
      maximumItems: 30,
      standardErrorTarget: 0.3,
    });
    expect(settings).toMatchObject({
      randomesqueItems: 5,
      randomesqueSize: 5,
      exposureCap: 0.25,
      contentBalance: null,
    });
  });

  it('takes per-test overrides', () => {
    expect(resolveCatSettings({ maximumItems: 20, standardErrorTarget: 0.4 })).toMatchObject({
      minimumItems: 10,
      maximumItems: 20,
      standardErrorTarget: 0.4,
    });
  });

  it('normalises content targets to shares that sum to 1', () => {
    const settings = resolveCatSettings({
      contentBalance: {
        attribute: 'subject',
        targets: [
          { area: 'Biology', proportion: 3 },
          { area: 'English', proportion: 1 },
        ],
      },
    });
    expect(settings.contentBalance?.targets).toEqual([
      { area: 'Biology', proportion: 0.75 },
      { area: 'English', proportion: 0.25 },
    ]);
  });

  it('names every bad field in one message', () => {
    expect(() => resolveCatSettings({ minimumItems: 0, maximumItems: 2.5 })).toThrow(
      'Invalid CAT settings: minimumItems must be an integer >= 1; maximumItems must be an integer >= 1.',
    );
    expect(() => resolveCatSettings({ minimumItems: 12, maximumItems: 10 })).toThrow(
      /minimumItems must not exceed maximumItems/,
    );
    expect(() => resolveCatSettings({ standardErrorTarget: 0 })).toThrow(
      /standardErrorTarget must be > 0/,
    );
    expect(() => resolveCatSettings({ randomesqueItems: -1, randomesqueSize: 0 })).toThrow(
      /randomesqueItems must be an integer >= 0; randomesqueSize must be an integer >= 1/,
    );
    expect(() => resolveCatSettings({ exposureCap: 0 })).toThrow(/exposureCap must be in \(0, 1\]/);
    expect(() => resolveCatSettings({ exposureCap: 1.5 })).toThrow(/exposureCap/);
  });

  it('refuses content targets it cannot honour', () => {
    const balance = (attribute: string, targets: { area: string; proportion: number }[]) =>
      resolveCatSettings({ contentBalance: { attribute: attribute as 'subject', targets } });
    expect(() => balance('chapter', [{ area: 'A', proportion: 1 }])).toThrow(
      /attribute must be subject or topic \(got chapter\)/,
    );
    expect(() => balance('topic', [])).toThrow(/must name at least one area/);
    expect(() =>
      balance('topic', [
        { area: 'A', proportion: 1 },
        { area: 'A', proportion: 1 },
      ]),
    ).toThrow(/each area once/);
    expect(() => balance('topic', [{ area: 'A', proportion: 0 }])).toThrow(
      /proportions must be positive/,
    );
    expect(() => balance('topic', [{ area: 'A', proportion: Number.POSITIVE_INFINITY }])).toThrow(
      /proportions must be positive/,
    );
  });
});
