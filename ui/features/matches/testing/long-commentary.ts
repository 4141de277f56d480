import type { MatchEvent } from '@core';

/** A long live commentary for stories and tests: `count` plain lines, newest first ("Line N"). */
export function longCommentary(count: number): MatchEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const sequence = count - i;
    return {
      sequence,
      matchID: 'long-match',
      kind: 'commentary',
      period: 1,
      minute: Math.ceil(sequence / 2),
      addedMinute: 0,
      side: null,
      playerID: null,
      secondaryPlayerID: null,
      text: `Line ${sequence}`,
      publishedAt: '2025-10-04T14:00:00Z',
      possessionHome: null,
    };
  });
}
