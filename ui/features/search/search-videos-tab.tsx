import { useSnapshot } from 'valtio';
import { useVideoConfigVm } from '../videos/catalogue/use-video-config-vm';
import { SearchVideosResults } from './search-videos-results';
import type { SearchVideosVm } from './search-videos-vm';

export { createSearchVideosVm } from './search-videos-vm';

/**
 * The Videos tab's connected view: downloaded with its view model when the tab first opens,
 * so the catalogue's cards and search stay out of the panel's first download.
 */
export function SearchVideosTab({ vm }: { readonly vm: SearchVideosVm }) {
  const snap = useSnapshot(vm.state);
  // the fallback image of a video without one; the cards show a placeholder until it arrives
  const config = useSnapshot(useVideoConfigVm().state).config;
  return <SearchVideosResults snap={snap} vm={vm} fallbackImageKey={config?.fallbackImageKey ?? ''} />;
}
