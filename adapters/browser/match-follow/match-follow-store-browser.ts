/**
 * The match a fan follows, in localStorage: every tab of the site on this device follows it.
 * Missing, blocked or junk storage reads as "following nothing"; a failed write is dropped.
 */
import type { MatchFollow, MatchFollowStore } from '@core';
import { readStored, webStorage, writeQuietly, type WebStorage } from '../shared/web-storage';

export const MATCH_FOLLOW_KEY = 'uzfc.follow-match';

const parse = (value: unknown): MatchFollow | null => {
  const { matchID, title, notifyWhenHidden } = value as Record<string, unknown>;
  if (typeof matchID !== 'string' || !/^[\w-]{1,64}$/.test(matchID)) return null;
  if (typeof title !== 'string' || title.length > 200) return null;
  return { matchID, title, notifyWhenHidden: notifyWhenHidden === true };
};

export function createMatchFollowStoreBrowser(
  storage: () => WebStorage | null = webStorage('localStorage'),
): MatchFollowStore {
  return {
    read: () => readStored(storage, MATCH_FOLLOW_KEY, parse),
    write: (follow) =>
      writeQuietly(storage, (s) =>
        follow ? s.setItem(MATCH_FOLLOW_KEY, JSON.stringify(follow)) : s.removeItem(MATCH_FOLLOW_KEY),
      ),
  };
}
