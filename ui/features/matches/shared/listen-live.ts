import { useCallback } from 'react';
import type { Match } from '@core';
import { Services } from '../../../shared/services/service-tokens';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';

/**
 * 'Listen Live': the floating audio player (interface state audioPlayer) with the video
 * service's live commentary entry, read when the fan asks (no page waits on it).
 */
export function useListenLive(): (match: Pick<Match, 'home' | 'away'>) => Promise<void> {
  const loadVideoConfig = useService(UseCases.loadVideoConfig);
  const interfaceVm = useService(Services.interfaceVm);
  return useCallback(async (match) => {
    const config = await loadVideoConfig();
    const title = `${match.home.name} v ${match.away.name}: live commentary`;
    if (!config.ok) {
      interfaceVm.dispatch({ type: 'errorNotification/show', title: 'There was a problem connecting to the video service', message: 'Please try again in a few minutes' });
      return;
    }
    interfaceVm.dispatch({ type: 'audio/open', entryID: config.value.live.audioEntryId, title });
  }, [loadVideoConfig, interfaceVm]);
}
