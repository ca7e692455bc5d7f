import { z } from 'zod';
import { MessageType } from '../enums/message';

/** spec: one application message: Message and Type. */
export const ApplicationMessage = z.object({
  Message: z.string(),
  Type: z.enum(MessageType),
});
export type ApplicationMessage = z.infer<typeof ApplicationMessage>;

/** spec: get all messages: a keyed Messages map (key = message id) and MessagesUpdatedOn. */
export const ApplicationMessages = z.object({
  Messages: z.record(z.string(), ApplicationMessage),
  MessagesUpdatedOn: z.string(),
});
export type ApplicationMessages = z.infer<typeof ApplicationMessages>;
