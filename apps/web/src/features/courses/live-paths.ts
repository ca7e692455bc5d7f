/** spec 2: /course/candidate/meeting, outside the course's param prefix: the meeting room of one occurrence. */
export const COURSE_MEETING_PATH = '/course/candidate/meeting';

/** The meeting room of an occurrence of an enrolment (ids in the query: the server authorises both). */
export function meetingRoomPath(candidateSOSId: number, meetingId: number): string {
  return `${COURSE_MEETING_PATH}?course=${candidateSOSId}&meeting=${meetingId}`;
}

/** The ids of a meeting room URL, or null when either is missing or not a whole number. */
export function meetingRoomIds(search: string): { candidateSOSId: number; meetingId: number } | null {
  const params = new URLSearchParams(search);
  const candidateSOSId = Number(params.get('course'));
  const meetingId = Number(params.get('meeting'));
  const valid = (value: number) => Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;
  return valid(candidateSOSId) && valid(meetingId) ? { candidateSOSId, meetingId } : null;
}
