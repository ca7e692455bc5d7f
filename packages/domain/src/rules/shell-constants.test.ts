import { describe, expect, it } from 'vitest';
import {
  ConnectivityToast,
  NotFoundPageText,
  ProgressBar,
  ShellTiming,
  SkeletonCount,
  pageTitle,
} from './shell-constants';

describe('shell constants', () => {
  it('hold the spec numbers and wording', () => {
    expect(ShellTiming).toEqual({
      alertDismissMs: 5000,
      toastHideMs: 10000,
      progressBarDurationMs: 3000,
      unauthorizedAlertDelayMs: 2000,
    });
    expect(ProgressBar.heightPx).toBe(2);
    expect(ProgressBar.finishAbovePercent).toBe(95);
    expect(SkeletonCount).toEqual({ small: 3, medium: 4, large: 7, buttons: 3 });
    expect(ConnectivityToast.offline).toEqual({
      title: 'Ooops...',
      message: 'Check your internet connection and try again.',
    });
    expect(NotFoundPageText.text).toBe(
      "The page you are looking for doesn't exist or an other error occured.",
    );
  });
  it('builds page titles', () => {
    expect(pageTitle('My Courses')).toBe('My Courses | Candidate Portal');
    expect(pageTitle(undefined)).toBe('Candidate Portal');
  });
});
