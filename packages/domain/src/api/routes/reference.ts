import { route } from './route';

/** Reference data anyone may read: countries, time zones, application messages, configuration. */
export const ReferenceApiRoutes = {
  getCountries: route('GET', 'LocationService/GetCountries', false),
  getTimeZones: route('GET', 'LocationService/GetTimeZones', false),
  getAllMessages: route('GET', 'ApplicationMessageService/GetAllMessages', false),
  getMessagesForEnum: route('GET', 'ApplicationMessageService/GetMessagesForEnum', false),
  getMessageKeyEnum: route('GET', 'ApplicationMessageService/GetMessageKeyEnum', false),
  getMessageTypeEnum: route('GET', 'ApplicationMessageService/GetMessageTypeEnum', false),
  resetConfiguration: route('GET', 'ConfigurationService/ResetConfiguration', false),
} as const;
