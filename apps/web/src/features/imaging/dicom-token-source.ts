import { refreshDicomToken } from '@portal/api';
import { apiClient } from '../../shared/services';
import type { DicomTokenSource } from './viewport';

/**
 * The DICOM token of one enrolment's course (POST dicomService/token/refresh): asked when the viewer
 * opens, again 30 s before it expires, and at once after a 401 (an expired token mid-session).
 */
export function dicomTokenSource(candidateSosId: number, header: string): DicomTokenSource {
  let token: Promise<{ token: string; expiresAt: number }> | undefined;
  const refresh = () => {
    token = refreshDicomToken(apiClient, candidateSosId).then((answer) => ({ token: answer.token, expiresAt: Date.parse(answer.expiresOn) }));
    token.catch(() => {
      token = undefined;
    });
    return token.then((value) => value.token);
  };
  return {
    header,
    async current() {
      const held = token ? await token.catch(() => undefined) : undefined;
      if (held && held.expiresAt - Date.now() > 30_000) return held.token;
      return refresh();
    },
    refresh,
  };
}
