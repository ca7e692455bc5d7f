import { z } from 'zod';
import { AlertType } from '../enums/message';

/** spec: alert Id, Title, Message, Type, AppendToast, Closeable. */
export const Alert = z.object({
  Id: z.string(),
  Title: z.string(),
  Message: z.string(),
  Type: z.enum(AlertType),
  /** When true the alert shows as a toast (bottom right, 10 s) instead of the banner (5 s). */
  AppendToast: z.boolean(),
  Closeable: z.boolean(),
});
export type Alert = z.infer<typeof Alert>;

/** spec: popup models carry Title and Message. */
export const Popup = z.object({ Title: z.string(), Message: z.string() });
export type Popup = z.infer<typeof Popup>;
