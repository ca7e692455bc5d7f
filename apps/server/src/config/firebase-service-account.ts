import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { FirebaseServiceAccount } from '../platform/push/push-messaging';
import { describeIssues } from './describe-issues';

function isPrivateKeyPem(pem: string): boolean {
  try {
    createPrivateKey(pem);
    return true;
  } catch {
    return false;
  }
}

/** The fields of a service-account key file the Admin SDK uses; the rest (ids, URLs) are ignored. */
const FirebaseServiceAccountSchema = z.object({
  type: z.literal('service_account', 'must be "service_account"').optional(),
  project_id: z.string().min(1, 'is required'),
  client_email: z.email('must be an email address'),
  private_key: z.string().refine(isPrivateKeyPem, 'must be a PEM private key'),
});

/**
 * Reads and checks the FCM service account at start, so a broken key fails the boot with the
 * variable's name instead of failing every push token later. Messages never quote the content.
 */
export function loadFirebaseServiceAccount(
  json: string | undefined,
  file: string | undefined,
): FirebaseServiceAccount | undefined {
  const variable = json ? 'FIREBASE_SERVICE_ACCOUNT_JSON' : 'FIREBASE_SERVICE_ACCOUNT_FILE';
  let text = json;
  if (!text && file) {
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`Invalid server configuration: ${variable}: cannot read the file ${file}`);
    }
  }
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // JSON.parse's message quotes the input, which holds the private key: say only what is wrong.
    throw new Error(`Invalid server configuration: ${variable}: is not valid JSON`);
  }
  const parsed = FirebaseServiceAccountSchema.safeParse(value);
  if (!parsed.success)
    throw new Error(`Invalid server configuration: ${variable}: ${describeIssues(parsed.error)}`);
  const { project_id, client_email, private_key } = parsed.data;
  return { project_id, client_email, private_key };
}
