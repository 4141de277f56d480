import { formatLondon } from '../format/london-time';

/**
 * When a device last played, in words ("when it last played"): 'playing now'
 * within the player's reload rhythm, then seconds and minutes ago, then the London time.
 * A date in the future (clocks disagree) reads as now; a bad date as ''.
 */
export function lastPlayedText(iso: string, nowMs: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const seconds = Math.floor((nowMs - at) / 1000);
  if (seconds < 15) return 'playing now';
  if (seconds < 60) return `last played ${seconds} seconds ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `last played ${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  return `last played at ${formatLondon(iso, 'HH:mm')}`;
}
