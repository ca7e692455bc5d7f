import { LiveApiRoutes as routes, WebinarRecording } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTwoCandidates, type TestServer } from './helpers/test-server';

let server: TestServer, first: string, second: string;
beforeAll(async () => ({ server, first, second } = await startWithTwoCandidates()));
afterAll(() => server?.close());

const mdcat = 1001;
// The demo webinars of enrolment 1001 are 10010..10015 (fixtures: index 2 and 5 past); 10015,
// "Time management for entry tests", has the seeded recording; 10012 has none; 10010 is current.
const recorded = 10015;
const unrecorded = 10012;
const current = 10010;

const recording = (token: string, webinarId: number, candidateSOSId = mdcat) =>
  server.call('GET', routes.getWebinarRecording.path, { token, query: { candidateSOSId, webinarId } });
const fetchRange = (url: string, range?: string) => fetch(new URL(url, server.baseUrl), { headers: range ? { range } : {} });

describe('webinar recordings', () => {
  it('serves a past webinar recording from storage with byte ranges: whole (200), one range (206), past the end (416)', async () => {
    const answer = await recording(first, recorded);
    expect(answer.status).toBe(200);
    const data = WebinarRecording.parse(answer.body.Data);
    expect(data.ContentType).toBe('video/mp4');
    // ExpiresOn is the signed URL's own expiry (the test server's clock is not the wall clock).
    expect(Math.floor(Date.parse(data.ExpiresOn) / 1000)).toBe(Number(new URL(data.Url, server.baseUrl).searchParams.get('expires')));

    const whole = await fetchRange(data.Url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const size = bytes.length;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(200_000);
    // An MP4: the 'ftyp' box at byte 4.
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp');

    const part = await fetchRange(data.Url, 'bytes=100-1099');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${size}`);
    const partBytes = new Uint8Array(await part.arrayBuffer());
    expect(partBytes).toEqual(bytes.slice(100, 1100));

    const tail = await fetchRange(data.Url, 'bytes=-16');
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 16}-${size - 1}/${size}`);

    const beyond = await fetchRange(data.Url, `bytes=${size}-${size + 10}`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it("refuses another candidate's recording: no URL for another's enrolment (404), and a URL altered to reach another file is refused (403)", async () => {
    expect((await recording(second, recorded)).status).toBe(404);
    const data = WebinarRecording.parse((await recording(first, recorded)).body.Data);
    const url = new URL(data.Url, server.baseUrl);
    // The signature covers the key and expiry: another key, or a later expiry, is refused.
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace(/[^/]+$/, 'someone-elses-recording.mp4');
    expect((await fetch(otherKey, { headers: { range: 'bytes=0-99' } })).status).toBe(403);
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires') ?? 0) + 3600));
    expect((await fetch(later)).status).toBe(403);
  });

  it('answers 404 for a past webinar without a recording, 409 for one not ended, 400 for bad input, 401 without a session', async () => {
    const none = await recording(first, unrecorded);
    expect(none.status).toBe(404);
    expect(none.body.Message).toBe('This webinar has no recording.');
    expect((await recording(first, current)).status).toBe(409);
    expect((await recording(first, 999_999)).status).toBe(404);
    expect((await server.call('GET', routes.getWebinarRecording.path, { token: first, query: { candidateSOSId: mdcat, webinarId: 'x' } })).status).toBe(400);
    expect((await server.call('GET', routes.getWebinarRecording.path, { query: { candidateSOSId: mdcat, webinarId: recorded } })).status).toBe(401);
  });
});
