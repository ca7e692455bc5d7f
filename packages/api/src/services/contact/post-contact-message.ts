import { mutationOptions } from '@tanstack/react-query';
import { ContactApiRoutes, type ContactMessageRequest } from '@portal/domain';
import type { ApiClient } from '../../client/api-client';
import { contactKeys } from './contact-keys';

/** spec 7: POST ContactService/PostMessage. */
export function postContactMessage(client: ApiClient, message: ContactMessageRequest): Promise<unknown> {
  return client.call<unknown>(ContactApiRoutes.postContactMessage, { body: message });
}

export const postContactMessageMutationOptions = (client: ApiClient) =>
  mutationOptions({
    mutationKey: contactKeys.postMessage(),
    mutationFn: (message: ContactMessageRequest) => postContactMessage(client, message),
  });
