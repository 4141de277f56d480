import { createContext, useContext } from 'react';
import type { WatchState } from '@core';

/**
 * The fan's watch states by entry id, for the cards under it: a finished video is marked
 * watched. Empty for a guest, or until the fan's history has loaded: the mark is
 * laid over the thumbnail, so its arrival moves nothing.
 */
export const WatchStates = createContext<Readonly<Record<string, WatchState>>>({});

export const useWatchState = (entryId: string): WatchState | undefined => useContext(WatchStates)[entryId];

/**
 * Which of these videos the fan has watched, as one comparable text ('' for a guest or before
 * the history loads): a row the server painted is kept while this stays what it was painted with.
 */
export const useWatchedAmong = (videos: readonly { readonly entryId: string }[]): string => {
  const states = useContext(WatchStates);
  return videos
    .filter((v) => states[v.entryId] === 'watched')
    .map((v) => v.entryId)
    .join(' ');
};
