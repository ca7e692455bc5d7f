/**
 * A video position as people read it on a player: m:ss under an hour, h:mm:ss past it
 * ("Continue: Cell theory and the microscope, 12:34"). Negative or non-finite input reads 0:00.
 */
export function formatPlaybackPosition(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * Whether the position reached is worth saving (beyond the spec: resume where you left off):
 * the player moved at least `everySeconds` from the last saved second, either way (a seek back
 * counts too). Keeps the save to one request every few seconds of playback.
 */
export function shouldSavePlaybackPosition(
  lastSavedSeconds: number,
  currentSeconds: number,
  everySeconds = 5,
): boolean {
  return Math.abs(Math.floor(currentSeconds) - Math.floor(lastSavedSeconds)) >= everySeconds;
}
