import { config } from '../../../shared/config';
import type { EncryptParam } from '../course-paths';

/** The (enc) route-parameter encrypter (crypto-js loads on first use, not with the page). */
export async function loadRouteEncrypt(): Promise<EncryptParam> {
  const { encryptValue } = await import('../../../platform/crypto');
  return (plain) => encryptValue(plain, config.routeEncryptionKey);
}
