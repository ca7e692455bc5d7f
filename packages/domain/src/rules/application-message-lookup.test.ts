import { describe, expect, it } from 'vitest';
import { MessageType } from '../enums/message';
import {
  alertTypeForMessageType,
  applicationMessageText,
  findApplicationMessage,
  shouldReloadMessages,
} from './application-message-lookup';

const messages = {
  Messages: {
    '72': { Message: 'The user name or password is incorrect.', Type: MessageType.Error },
  },
};

describe('application message lookup', () => {
  it('finds by id or says Message not found', () => {
    expect(applicationMessageText(messages, 72)).toBe('The user name or password is incorrect.');
    expect(applicationMessageText(messages, 99)).toBe('Message not found');
    expect(applicationMessageText(null, 72)).toBe('Message not found');
    expect(findApplicationMessage({ Messages: {} }, 0)).toBeUndefined();
  });
  it('reloads when the stamp differs', () => {
    expect(shouldReloadMessages('2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z')).toBe(true);
    expect(shouldReloadMessages('2026-01-01T00:00:00Z', '2026-01-01T00:00:00+00:00')).toBe(false);
    expect(shouldReloadMessages(null, '2026-01-01T00:00:00Z')).toBe(true);
    expect(shouldReloadMessages('2026-01-01T00:00:00Z', null)).toBe(false);
    expect(shouldReloadMessages('v1', 'v2')).toBe(true);
    expect(shouldReloadMessages('v1', 'v1')).toBe(false);
  });
  it('maps message types to alert variants', () => {
    expect(alertTypeForMessageType(MessageType.Error)).toBe('danger');
    expect(alertTypeForMessageType(MessageType.Success)).toBe('success');
    expect(alertTypeForMessageType(MessageType.Warning)).toBe('warning');
    expect(alertTypeForMessageType(MessageType.Validation)).toBe('warning');
    expect(alertTypeForMessageType(MessageType.Info)).toBe('info');
    expect(alertTypeForMessageType(MessageType.Confirmation)).toBe('info');
  });
});
