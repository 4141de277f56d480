import { homePages } from '@ui/features/home';
import { newsPages } from '@ui/features/news';
import { contentPages } from '@ui/features/content';
import { videoPages } from '@ui/features/videos';
import { matchesPages } from '@ui/features/matches';

/**
 * Every lazily loaded page, named once so the router and the prefetcher share
 * them; each feature's index.ts hands them over as import() thunks, so vite still
 * makes one chunk per page.
 */
export const routeModules = {
  home: homePages.home,
  newsList: newsPages.list,
  newsRoute: newsPages.route,
  appNews: newsPages.appNews,
  content: contentPages.content,
  videosHome: videoPages.home,
  videoBrowse: videoPages.browse,
  videoChannel: videoPages.channel,
  videoFaqs: videoPages.faqs,
  videoSubscribe: videoPages.subscribe,
  videoDetail: videoPages.detail,
  live: videoPages.live,
  stream: videoPages.stream,
  fixtures: matchesPages.fixtures,
  matchCentre: matchesPages.centre,
};
