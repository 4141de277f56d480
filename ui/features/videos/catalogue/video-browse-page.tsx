import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { parseVideoFilters, site, videoFiltersToParams, type VideoFilters } from '@core';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { ChannelLinks } from './channel-links';
import { useVideoConfigVm } from './use-video-config-vm';
import { VideoFilterForm } from './video-filter-form';
import { VideoPageLayout } from './video-page-layout';
import { VideoResults } from './video-results';
import { createVideoSearchVm } from './video-search-vm';

const filtersKey = (f: VideoFilters) => new URLSearchParams(videoFiltersToParams(f)).toString();

/**
 * /videos/browse and /videos/categories: the on-demand catalogue with a search and the
 * team, season and duration filters. The filters live in the address (?q&team&season&duration),
 * so a filtered list can be shared and Back undoes a filter; anything in the address that
 * is not a picker value is ignored (parseVideoFilters), never an error.
 */
export default function VideoBrowsePage() {
  const searchVideos = useService(UseCases.searchVideos);
  const categories = useLocation().pathname.startsWith('/videos/categories');
  const [params, setParams] = useSearchParams();
  const filters = parseVideoFilters(params);
  const key = filtersKey(filters);

  const vm = useViewModel(() => createVideoSearchVm({ searchVideos, filters, pageSize: site.videoSearch.pageSize }));
  const configVm = useVideoConfigVm();
  // the address is the source of truth: every change of it (a submit, Back, a shared link) searches
  useEffect(() => {
    void vm.apply(parseVideoFilters(new URLSearchParams(key)));
  }, [vm, key]);

  const snap = useSnapshot(vm.state);
  const config = useSnapshot(configVm.state).config;
  const title = categories ? 'Video categories' : 'Browse videos';

  return (
    <VideoPageLayout title={title} pageType={categories ? 'video-category' : 'video-listing'}>
      {config ? <ChannelLinks channels={config.channels} /> : null}
      <VideoFilterForm
        filters={filters}
        onApply={(f) => setParams(videoFiltersToParams(f))}
        onClear={() => setParams({})}
      />
      <VideoResults snap={snap} vm={vm} fallbackImageKey={config?.fallbackImageKey ?? ''} label="Videos" />
    </VideoPageLayout>
  );
}
