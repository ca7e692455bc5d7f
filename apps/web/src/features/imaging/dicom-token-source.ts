import { refreshDicomToken } from '@portal/api';
import { apiClient } from '../../shared/services';
import type { DicomTokenSource } from './viewport';

/**
 * The DICOM token of one enrolment's course (POST dicomService/token/refresh): asked when the viewer
 * opens, again shortly before it expires (30 s, or a quarter of its life when that is shorter, so a
 * short-lived token is not renewed on every image), and at once after a 401 (an expired token).
 */
export function dicomTokenSource(candidateSosId: number, header: string): DicomTokenSource {
  // One source per enrolment: the studies of a course share its token (no new one per study opened).
  const key = `${candidateSosId}:${header}`;
  const held = sources.get(key);
  if (held) return held;
  const source = createSource(candidateSosId, header);
  sources.set(key, source);
  return source;
}

const sources = new Map<string, DicomTokenSource>();

function createSource(candidateSosId: number, header: string): DicomTokenSource {
  let token: Promise<{ token: string; expiresAt: number; renewAt: number }> | undefined;
  let inFlight = false;
  const refresh = () => {
    // The images of a stack ask together: one renewal serves them all.
    if (inFlight && token) return token.then((value) => value.token);
    inFlight = true;
    const asked = Date.now();
    token = refreshDicomToken(apiClient, candidateSosId).then((answer) => {
      const expiresAt = Date.parse(answer.expiresOn);
      // The lifetime as this device's clock sees it (the server's clock may differ).
      const lifetime = Math.max(0, expiresAt - asked);
      return { token: answer.token, expiresAt, renewAt: asked + lifetime - Math.min(30_000, lifetime / 4) };
    });
    token.then(
      () => {
        inFlight = false;
      },
      () => {
        inFlight = false;
        token = undefined;
      },
    );
    return token.then((value) => value.token);
  };
  return {
    header,
    async current() {
      const held = token ? await token.catch(() => undefined) : undefined;
      if (held && Date.now() < held.renewAt) return held.token;
      return refresh();
    },
    refresh,
  };
}
