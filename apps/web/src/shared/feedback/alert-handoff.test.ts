import { describe, expect, it } from 'vitest';
import { AlertType } from '@portal/domain';
import { memoryStorage } from '../../platform/memory-storage.test-helper';
import { SessionStorageKey } from '../../platform/storage';
import { handOffAlerts, takeHandedOffAlerts } from './alert-handoff';
import { createFeedback } from './feedback-store';

describe('alerts handed to the next page load', () => {
  it('shows what the previous document had on screen, once', () => {
    const storage = memoryStorage();
    const before = createFeedback();
    before.alert(AlertType.warning, 'Please confirm your email address first.');
    before.alert(AlertType.info, 'Code sent.', { title: 'Check your phone' });
    handOffAlerts(before, storage);

    const after = createFeedback();
    takeHandedOffAlerts(after, storage);
    expect(after.store.getState().alerts).toMatchObject([
      { Type: AlertType.warning, Message: 'Please confirm your email address first.', Title: '' },
      { Type: AlertType.info, Message: 'Code sent.', Title: 'Check your phone' },
    ]);
    expect(storage.entries.has(SessionStorageKey.handedOffAlerts)).toBe(false);

    const later = createFeedback();
    takeHandedOffAlerts(later, storage);
    expect(later.store.getState().alerts).toEqual([]);
  });

  it('writes nothing without alerts and drops a tampered entry', () => {
    const storage = memoryStorage();
    handOffAlerts(createFeedback(), storage);
    expect(storage.entries.size).toBe(0);

    storage.setItem(SessionStorageKey.handedOffAlerts, JSON.stringify([{ type: 'script', message: 'x', title: '' }]));
    const feedback = createFeedback();
    takeHandedOffAlerts(feedback, storage);
    expect(feedback.store.getState().alerts).toEqual([]);
    expect(storage.entries.size).toBe(0);
  });
});
