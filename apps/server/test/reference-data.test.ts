import {
  ApplicationMessages,
  Country,
  HowYouKnowQuestion,
  LoggedInUserInfo,
  MessageType,
  TimeZone,
  type AppInfo,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { settingKeys } from '../src/modules/reference';
import { appSettings } from '../src/modules/reference/reference.tables';
import { startTestServer, type TestServer } from './helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

// spec: the application message ids both documents name.
const specMessageIds = [72, 82, 99, 116, 117, 175, 186, 190, 191, 192, 201, 208];

describe('logged-in user info', () => {
  it('returns the spec fields, the messages stamp and AppInfo', async () => {
    const { accessToken, userId } = await server.login();
    const result = await server.call<LoggedInUserInfo>('GET', 'AccountService/GetLoggedInUserInfo', {
      token: accessToken,
      query: { AppVersionCode: 5, Platform: 1 },
    });
    expect(result.status).toBe(200);
    const info = LoggedInUserInfo.parse(result.body.Data);
    expect(info).toMatchObject({ UserId: userId, UserName: 'demo.candidate', RoleType: 'Candidate', IsEmailConfirmed: true });
    expect(Object.keys(result.body.Data as object).sort()).toEqual(Object.keys(LoggedInUserInfo.shape).sort());
    const messages = await server.call<ApplicationMessages>('GET', 'ApplicationMessageService/GetAllMessages');
    expect(info.ApplicationMessagesUpdatedOn).toBe(messages.body.Data.MessagesUpdatedOn);
    expect(new Date(info.ApplicationMessagesUpdatedOn).getTime()).toBeGreaterThan(0);
    expect(info.AppInfo).toEqual({ LatestAppCode: 1, ForceUpdateApp: false });
  });

  it('validates Platform (web is 1) and AppVersionCode', async () => {
    const { accessToken } = await server.login();
    const platform = await server.call('GET', 'AccountService/GetLoggedInUserInfo', { token: accessToken, query: { AppVersionCode: 1, Platform: 7 } });
    expect(platform.status).toBe(400);
    expect(platform.body.Message).toMatch(/^Platform: /);
    const version = await server.call('GET', 'AccountService/GetLoggedInUserInfo', { token: accessToken, query: { AppVersionCode: 'abc', Platform: 1 } });
    expect(version.status).toBe(400);
    expect(version.body.Message).toMatch(/^AppVersionCode: /);
  });
});

describe('app info and configuration', () => {
  it('forces an update only below the minimum supported code', async () => {
    await server.app.platform.db
      .insert(appSettings)
      .values({ key: settingKeys.minimumAppCode, value: '4', updatedAt: server.clock.now() })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: '4' } });
    const old = await server.call<AppInfo>('GET', 'AccountService/GetAppInfo', { query: { AppVersionCode: 3 } });
    expect(old.status).toBe(200);
    expect(old.body.Data).toEqual({ LatestAppCode: 1, ForceUpdateApp: true });
    const current = await server.call<AppInfo>('GET', 'AccountService/GetAppInfo', { query: { AppVersionCode: 4 } });
    expect(current.body.Data.ForceUpdateApp).toBe(false);
    const plain = await server.call<AppInfo>('GET', 'AccountService/GetAppInfo');
    expect(plain.body.Data.ForceUpdateApp).toBe(false);
    const { accessToken } = await server.login();
    const info = await server.call<LoggedInUserInfo>('GET', 'AccountService/GetLoggedInUserInfo', { token: accessToken, query: { AppVersionCode: 3, Platform: 1 } });
    expect(info.body.Data.AppInfo).toEqual({ LatestAppCode: 1, ForceUpdateApp: true });
  });

  it('reset configuration returns the stamps the client compares', async () => {
    const result = await server.call<{ MessagesUpdatedOn: string; AppInfo: AppInfo }>('GET', 'ConfigurationService/ResetConfiguration');
    expect(result.status).toBe(200);
    expect(result.body.Data.AppInfo.LatestAppCode).toBe(1);
    const messages = await server.call<ApplicationMessages>('GET', 'ApplicationMessageService/GetAllMessages');
    expect(result.body.Data.MessagesUpdatedOn).toBe(messages.body.Data.MessagesUpdatedOn);
    expect(new Date(result.body.Data.MessagesUpdatedOn).getTime()).not.toBeNaN();
  });
});

describe('application messages', () => {
  it('returns every message keyed by id, with the spec ids present', async () => {
    const result = await server.call<ApplicationMessages>('GET', 'ApplicationMessageService/GetAllMessages');
    expect(result.status).toBe(200);
    const data = ApplicationMessages.parse(result.body.Data);
    for (const id of specMessageIds) expect(data.Messages[String(id)]?.Message, `message ${id}`).toBeTruthy();
    expect(data.Messages['72']?.Type).toBe(MessageType.Error);
  });

  it('filters by audience (ClientSide excludes server-only messages)', async () => {
    const client = await server.call<ApplicationMessages>('GET', 'ApplicationMessageService/GetMessagesForEnum', { query: { Audience: 2 } });
    const server_ = await server.call<ApplicationMessages>('GET', 'ApplicationMessageService/GetMessagesForEnum', { query: { Audience: 1 } });
    expect(client.status).toBe(200);
    expect(client.body.Data.Messages['99']).toBeDefined(); // page not found: client side
    expect(server_.body.Data.Messages['99']).toBeUndefined();
    expect(server_.body.Data.Messages['330']).toBeDefined(); // missing security header: server side
    expect(client.body.Data.Messages['330']).toBeUndefined();
    const bad = await server.call('GET', 'ApplicationMessageService/GetMessagesForEnum', { query: { Audience: 9 } });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toMatch(/^Audience: /);
  });

  it('lists the key and type enums', async () => {
    const keys = await server.call<Record<string, number>>('GET', 'ApplicationMessageService/GetMessageKeyEnum');
    expect(keys.body.Data.loginError).toBe(72);
    expect(keys.body.Data.resendOtp).toBe(191);
    const types = await server.call<Record<string, number>>('GET', 'ApplicationMessageService/GetMessageTypeEnum');
    expect(types.body.Data).toEqual({ Error: 0, Info: 1, Success: 2, Warning: 3, Validation: 4, Confirmation: 5 });
  });
});

describe('locations', () => {
  it('lists countries and time zones in the domain shapes', async () => {
    const countries = await server.call('GET', 'LocationService/GetCountries');
    const list = z.array(Country).parse(countries.body.Data);
    expect(list.find((country) => country.CountryCode === 'PK')?.PhoneCode).toBe('+92');
    const zones = await server.call('GET', 'LocationService/GetTimeZones');
    const zoneList = z.array(TimeZone).parse(zones.body.Data);
    expect(zoneList.some((zone) => zone.TimeZoneId === 'Asia/Karachi' && zone.UtcOffsetMinutes === 300)).toBe(true);
    expect((await server.call('GET', 'LocationService/GetCountries', { withoutSecurityHeader: true })).status).toBe(403);
  });
});

describe('how you know us', () => {
  it('shows the question and saving an answer marks it answered', async () => {
    const { accessToken } = await server.login('demo.candidate2');
    expect((await server.call('GET', 'CandidateAccountService/GetHowYouKnowQuestion')).status).toBe(401);
    const question = await server.call<HowYouKnowQuestion>('GET', 'CandidateAccountService/GetHowYouKnowQuestion', { token: accessToken });
    const parsed = HowYouKnowQuestion.parse(question.body.Data);
    const other = parsed.Options.find((option) => option.RequiresDetail);
    expect(other).toBeDefined();
    const noDetail = await server.call('POST', 'CandidateAccountService/SaveHowYouKnowAnswer', {
      token: accessToken,
      body: { QuestionId: parsed.QuestionId, OptionId: other?.OptionId },
    });
    expect(noDetail.status).toBe(400);
    expect(noDetail.body.Message).toMatch(/^Detail: /);
    const unknownOption = await server.call('POST', 'CandidateAccountService/SaveHowYouKnowAnswer', {
      token: accessToken,
      body: { QuestionId: parsed.QuestionId, OptionId: 999 },
    });
    expect(unknownOption.status).toBe(400);
    const saved = await server.call('POST', 'CandidateAccountService/SaveHowYouKnowAnswer', {
      token: accessToken,
      body: { QuestionId: parsed.QuestionId, OptionId: other?.OptionId, Detail: 'A poster at the library' },
    });
    expect(saved.status).toBe(200);
    const info = await server.call<LoggedInUserInfo>('GET', 'AccountService/GetLoggedInUserInfo', { token: accessToken, query: { AppVersionCode: 1, Platform: 1 } });
    expect(info.body.Data.IsHowYouKnowAnswered).toBe(true);
  });
});

describe('contact', () => {
  it('stores the message and mails support; needs login and valid fields', async () => {
    const { accessToken } = await server.login();
    // Without a course the message goes to support (with one it is a teacher-support thread: teacher-support.test.ts).
    const body = { Subject: 'Video will not play', Message: 'The third lecture stops after a minute.' };
    expect((await server.call('POST', 'ContactService/PostMessage', { body })).status).toBe(401);
    const short = await server.call('POST', 'ContactService/PostMessage', { token: accessToken, body: { ...body, Message: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.Message).toMatch(/^Message: /);
    const sent = await server.call('POST', 'ContactService/PostMessage', { token: accessToken, body });
    expect(sent.status).toBe(200);
    const [mail] = await server.outbox('support@candidate-portal.local');
    expect(mail?.Subject).toBe('[Contact] Video will not play');
    expect(mail?.Body).toContain('demo.candidate');
  });
});
