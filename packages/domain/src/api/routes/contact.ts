import { route } from './route';

/** Writing to the institute (spec: ContactService/PostMessage; teacher support builds on it). */
export const ContactApiRoutes = {
  postContactMessage: route('POST', 'ContactService/PostMessage', true),
} as const;
