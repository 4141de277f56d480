import { data, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { channelHref, site, type VideoChannel } from '@core';
import { AppLink } from '../../../shared/components/app-link';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Loading } from '../../../shared/components/loading';
import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import type { ServerLoad } from '../../../shared/ssr/page-data';
import { NotFoundPage } from '../../../app-shell/error/error-page';
import pageStyles from '../../../shared/components/page.module.css';
import { ChannelLinks } from './channel-links';
import { useVideoConfigVm } from './use-video-config-vm';
import { VideoPageLayout } from './video-page-layout';
import { VideoResults } from './video-results';
import { createVideoSearchVm } from './video-search-vm';
import styles from './videos.module.css';

/**
 * /videos/channel/:slug? : a channel's title, description and videos ('Load more');
 * without a slug, the list of channels; an unknown slug is the site's 404.
 */
export default function VideoChannelPage() {
  const { slug } = useParams();
  const configVm = useVideoConfigVm();
  const { status, config } = useSnapshot(configVm.state);

  if (status.kind === 'not-found') return <NotFoundPage />;
  if (!config) {
    return (
      <VideoPageLayout title="Video channels" pageType="video-category">
        {status.kind === 'error' ? (
          <div className={pageStyles.status}>
            <CataloguedError error={status} onRetry={() => void configVm.retry()} />
          </div>
        ) : (
          <div className={pageStyles.status}>
            <Loading label="Loading the channel" />
          </div>
        )}
      </VideoPageLayout>
    );
  }
  if (slug === undefined || slug === '') return <ChannelList channels={config.channels} />;
  const channel = config.channels.find((c) => c.slug === slug);
  if (!channel) return <NotFoundPage />;
  // a new view model per channel: moving between channels starts a fresh list
  return (
    <ChannelVideos
      key={channel.slug}
      channel={channel}
      channels={config.channels}
      fallbackImageKey={config.fallbackImageKey}
    />
  );
}

/**
 * On the server: a channel the video configuration does not name is a real 404 (never a
 * 200 that says so once hydrated); a known one gives the page its title. The videos load
 * in the browser, as before.
 */
export const serverLoad: ServerLoad<null> = async ({ services, params, url }) => {
  const slug = params.slug;
  if (!slug) return { seed: null };
  const config = await services.get(UseCases.loadVideoConfig)();
  if (!config.ok) {
    if (config.error.code === 'SERVICE.NOT_FOUND') throw data(null, { status: 404 });
    return { seed: null };
  }
  const channel = config.value.channels.find((c) => c.slug === slug);
  if (!channel) throw data(null, { status: 404 });
  return {
    seed: null,
    head: { title: channel.title, description: channel.description, canonicalPath: url.pathname },
  };
};

function ChannelList({ channels }: { readonly channels: readonly VideoChannel[] }) {
  return (
    <VideoPageLayout title="Video channels" pageType="video-category">
      {channels.length === 0 ? (
        <p className={pageStyles.status}>There are no channels yet.</p>
      ) : (
        <ul className={styles.channelList} aria-label="Channels">
          {channels.map((c) => (
            <li key={c.slug} className={styles.channelItem}>
              <h2 className={styles.channelTitle}>
                <AppLink href={channelHref(c.slug)}>{c.title}</AppLink>
              </h2>
              <p>{c.description}</p>
            </li>
          ))}
        </ul>
      )}
    </VideoPageLayout>
  );
}

function ChannelVideos({
  channel,
  channels,
  fallbackImageKey,
}: {
  readonly channel: VideoChannel;
  readonly channels: readonly VideoChannel[];
  readonly fallbackImageKey: string;
}) {
  const searchVideos = useService(UseCases.searchVideos);
  const vm = useViewModel(() =>
    createVideoSearchVm({
      searchVideos,
      filters: { query: '', channel: channel.slug },
      pageSize: site.videoSearch.pageSize,
    }),
  );
  const snap = useSnapshot(vm.state);
  return (
    <VideoPageLayout
      title={channel.title}
      pageType="video-category"
      intro={channel.description ? <p>{channel.description}</p> : null}
    >
      <ChannelLinks channels={channels} current={channel.slug} />
      <VideoResults snap={snap} vm={vm} fallbackImageKey={fallbackImageKey} label={`${channel.title} videos`} />
    </VideoPageLayout>
  );
}
