import { describe, expect, it } from 'vitest';
import { Alert, Popup } from './alert';
import { ApplicationMessages } from './application-message';
import { Country, TimeZone } from './location';
import { NotificationListQuery, NotificationListResponse, PushTokenRequest } from './notification';
import { isoDate, isoDateTime, urlField, valueOf } from './validation';
import { z } from 'zod';

describe('shell schemas', () => {
  it('alert types are the four banner variants', () => {
    const alert = {
      Id: 'a1',
      Title: 'Welcome!',
      Message: 'We are back online.',
      Type: 'info',
      AppendToast: true,
      Closeable: true,
    };
    expect(Alert.parse(alert).Type).toBe('info');
    expect(Alert.safeParse({ ...alert, Type: 'error' }).success).toBe(false);
    expect(Popup.parse({ Title: 't', Message: 'm' })).toEqual({ Title: 't', Message: 'm' });
  });
  it('application messages are keyed by id with a message type', () => {
    const parsed = ApplicationMessages.parse({
      Messages: { '72': { Message: 'Wrong password', Type: 0 } },
      MessagesUpdatedOn: '2026-01-01T00:00:00Z',
    });
    expect(parsed.Messages['72']?.Type).toBe(0);
    expect(
      ApplicationMessages.safeParse({
        Messages: { '1': { Message: 'x', Type: 9 } },
        MessagesUpdatedOn: '',
      }).success,
    ).toBe(false);
  });
  it('countries carry ISO codes and time zones offsets', () => {
    expect(
      Country.safeParse({ CountryId: 1, Name: 'Pakistan', CountryCode: 'PK', PhoneCode: '+92' })
        .success,
    ).toBe(true);
    expect(
      Country.safeParse({ CountryId: 1, Name: 'Pakistan', CountryCode: 'PAK', PhoneCode: '+92' })
        .success,
    ).toBe(false);
    expect(
      TimeZone.parse({
        TimeZoneId: 'Asia/Karachi',
        DisplayName: '(UTC+05:00) Karachi',
        UtcOffsetMinutes: 300,
      }).UtcOffsetMinutes,
    ).toBe(300);
  });
  it('notification list query coerces the filter and cursor', () => {
    expect(
      NotificationListQuery.parse({ filter: '3', lessThanCandidateNotificationId: '40' }),
    ).toEqual({
      filter: 3,
      lessThanCandidateNotificationId: 40,
      pageSize: 10,
    });
    expect(NotificationListQuery.safeParse({ filter: '4' }).success).toBe(false);
    expect(
      NotificationListResponse.parse({ Notifications: [], RemainingRecords: 0, TotalRecords: 0 })
        .Notifications,
    ).toEqual([]);
    expect(PushTokenRequest.safeParse({ Token: '' }).success).toBe(false);
  });
  it('helpers validate dates, URLs and { Value } wrappers', () => {
    expect(isoDateTime().safeParse('2026-11-21T10:00:00Z').success).toBe(true);
    expect(isoDateTime().safeParse('21-11-2026').success).toBe(false);
    expect(isoDate().safeParse('2026-11-21').success).toBe(true);
    expect(urlField().safeParse('https://example.com/a').success).toBe(true);
    expect(urlField().safeParse('ftp://example.com/a').success).toBe(false);
    expect(valueOf(z.number()).parse({ Value: 3 })).toEqual({ Value: 3 });
  });
});
