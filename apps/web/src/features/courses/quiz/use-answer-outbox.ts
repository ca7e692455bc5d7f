import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isApiError, saveTestAnswer } from '@portal/api';
import type { SaveTestAnswerResponse } from '@portal/domain';
import { apiClient } from '../../../shared/services';
import { watchNetworkStatus } from '../../../platform/network-status';
import { AnswerOutbox, type OutboxState, type SendOutcome } from './answer-outbox';
import { resilientAnswerStore, type AnswerStore, type QueuedAnswer } from './answer-store';

let store: AnswerStore | null = null;
/** One store for the tab (one IndexedDB connection). */
export const answerStore = (): AnswerStore =>
  (store ??= resilientAnswerStore(typeof indexedDB === 'undefined' ? undefined : indexedDB));

/**
 * This page load's device id (issue 13): its answer sequences only grow, so the server orders its
 * saves by sequence even if they arrive out of order or the device's clock steps back.
 */
export const pageDeviceId: string = Array.from(
  globalThis.crypto.getRandomValues(new Uint8Array(16)),
  (byte) => byte.toString(16).padStart(2, '0'),
).join('');

/** SaveTestAnswer, its failures sorted into what the outbox does next. */
async function sendAnswer(item: QueuedAnswer): Promise<SendOutcome> {
  try {
    const response = await saveTestAnswer(apiClient, {
      TestAttemptId: item.attemptId,
      QuestionId: item.questionId,
      CandidateAnswer: item.answer === '' ? null : item.answer,
      Sequence: item.sequence,
      StartTime: null,
      EndTime: null,
      AnsweredAt: item.answeredAt ?? null,
      ...(item.deviceId ? { DeviceId: item.deviceId } : {}),
    });
    return { kind: 'saved', response };
  } catch (error) {
    if (!isApiError(error) || error.status === null)
      return { kind: isApiError(error) ? 'offline' : 'retry' };
    if (error.status === 409) return { kind: 'closed' };
    if (error.status === 400 || error.status === 404) return { kind: 'refused' };
    return { kind: 'retry' };
  }
}

export interface OutboxHandlers {
  /** Answers an earlier page of this attempt left unsent (shown as pending, then sent). */
  readonly onRestored: (items: QueuedAnswer[]) => void;
  readonly onSaved: (item: QueuedAnswer, response: SaveTestAnswerResponse) => void;
  readonly onRefused: (item: QueuedAnswer) => void;
  /** The attempt was closed (another tab, or the server at the deadline). */
  readonly onClosed: () => void;
}

/** The attempt's answer outbox, following the browser's online/offline events. */
export function useAnswerOutbox(
  attemptId: number,
  handlers: OutboxHandlers,
): { outbox: AnswerOutbox; state: OutboxState } {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const [outbox] = useState(
    () =>
      new AnswerOutbox({
        store: answerStore(),
        attemptId,
        send: sendAnswer,
        deviceId: pageDeviceId,
        onSaved: (item, response) => handlersRef.current.onSaved(item, response),
        onRefused: (item) => handlersRef.current.onRefused(item),
        onClosed: () => handlersRef.current.onClosed(),
        initiallyOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
      }),
  );
  useEffect(() => {
    void outbox.start().then((items) => handlersRef.current.onRestored(items));
    const stop = watchNetworkStatus((online) =>
      online ? outbox.wentOnline() : outbox.wentOffline(),
    );
    return () => {
      stop();
      outbox.dispose();
    };
  }, [outbox]);
  const state = useSyncExternalStore(outbox.subscribe, outbox.getState);
  return { outbox, state };
}
