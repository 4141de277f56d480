import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { site, type SearchVideos } from '@core';
import { CataloguedError } from '../../shared/components/catalogued-error';
import { Loading } from '../../shared/components/loading';
import { ViewModels } from '../../shared/services/service-tokens';
import { useService } from '../../shared/services/services-context';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { useShellSettings } from '../../app-shell/shell-context';
import { SearchPanel } from './search-panel';
import { createSearchVm, type SearchVm } from './search-vm';
import type * as VideosTab from './search-videos-tab';

type VideosTabModule = typeof VideosTab;
/** the Videos tab's code: downloaded when the tab first opens, never with the panel */
const loadVideosTab = (): Promise<VideosTabModule> => import('./search-videos-tab');

/**
 * Open state lives in interface state (search/open from the global nav, search/close
 * here, route/changed closes it). The box's placeholder is the web settings' own.
 */
export default function SearchPanelContainer() {
  const searchNews = useService(UseCases.searchNews);
  const searchVideos = useService(UseCases.searchVideos);
  const interfaceVm = useService(ViewModels.interfaceVm);
  const vm = useViewModel(() =>
    createSearchVm({
      searchNews,
      onOpenChange: (open) => interfaceVm.dispatch({ type: open ? 'search/open' : 'search/close' }),
    }),
  );
  const { searchOpen } = useSnapshot(interfaceVm.state);
  const state = useSnapshot(vm.state);
  const settings = useShellSettings();
  const videos = useVideosTab(state.tab === 'videos', vm, searchVideos);
  // a search is counted for analytics without its words (they may say who the fan is)
  const tracker = useService(UseCases.analytics);
  if (!searchOpen) return null;
  return (
    <SearchPanel
      state={state as typeof vm.state}
      actions={{
        ...vm,
        submit: () => {
          tracker.track('search');
          return vm.submit();
        },
      }}
      placeholder={settings?.placeholders.search}
      videos={videos}
    />
  );
}

/** The Videos tab's content once it has been opened: its code, then its view model attached to the panel's. */
function useVideosTab(opened: boolean, vm: SearchVm, searchVideos: SearchVideos) {
  const [tab, setTab] = useState<
    { module: VideosTabModule; videosVm: ReturnType<VideosTabModule['createSearchVideosVm']> } | 'failed' | null
  >(null);
  const [attempt, setAttempt] = useState(0);
  const wanted = opened || tab !== null;
  useEffect(() => {
    if (!wanted || (tab !== null && tab !== 'failed')) return;
    let live = true;
    loadVideosTab().then(
      (module) => {
        if (!live) return;
        const videosVm = module.createSearchVideosVm({ searchVideos, pageSize: site.videoSearch.pageSize });
        setTab({ module, videosVm });
        void vm.attachVideos(videosVm);
      },
      () => {
        if (live) setTab('failed');
      },
    );
    return () => {
      live = false;
    };
    // a failed download is tried again only when the fan asks (attempt)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, attempt]);
  if (!wanted) return null;
  if (tab === 'failed')
    return (
      <CataloguedError
        error={{ code: 'SEARCH.UNAVAILABLE' }}
        onRetry={() => {
          setTab(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  if (tab === null) return <Loading label="Loading video search" />;
  return <tab.module.SearchVideosTab vm={tab.videosVm} />;
}
