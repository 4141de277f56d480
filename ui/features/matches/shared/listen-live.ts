import { useCallback } from 'react';
import type { Match } from '@core';
import { liveStreamOfMatch } from '@core/video/live-stream-of-match';
import { ViewModels } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';

export const noLiveCommentary = {
  title: 'There is no live commentary of this match',
  message: 'Live commentary is on UZTV for the matches it covers.',
} as const;

/**
 * 'Listen Live': the floating audio player (interface state audioPlayer) with the live
 * commentary of THIS match (the stream provider settings name the match their streams are
 * of), read when the fan asks (no page waits on it). Another match's audio is never played.
 */
export function useListenLive(): (match: Pick<Match, 'matchID' | 'home' | 'away'>) => Promise<void> {
  const loadVideoConfig = useService(UseCases.loadVideoConfig);
  const interfaceVm = useService(ViewModels.interfaceVm);
  return useCallback(
    async (match) => {
      const config = await loadVideoConfig();
      const title = `${match.home.name} v ${match.away.name}: live commentary`;
      if (!config.ok) {
        interfaceVm.dispatch({
          type: 'errorNotification/show',
          title: 'There was a problem connecting to the video service',
          message: 'Please try again in a few minutes',
        });
        return;
      }
      const live = liveStreamOfMatch(config.value.live, match.matchID);
      if (!live) {
        interfaceVm.dispatch({
          type: 'errorNotification/show',
          title: noLiveCommentary.title,
          message: noLiveCommentary.message,
        });
        return;
      }
      interfaceVm.dispatch({ type: 'audio/open', entryID: live.audioEntryId, title });
    },
    [loadVideoConfig, interfaceVm],
  );
}
