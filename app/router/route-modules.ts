import { homePages } from '@ui/features/home';
import { newsPages } from '@ui/features/news';
import { contentPages } from '@ui/features/content';
import { videoPages } from '@ui/features/videos';
import { teamPages } from '@ui/features/teams';
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
  canIWatch: videoPages.canIWatch,
  videoSubscribe: videoPages.subscribe,
  videoDetail: videoPages.detail,
  live: videoPages.live,
  stream: videoPages.stream,
  teamsList: teamPages.list,
  team: teamPages.team,
  player: teamPages.player,
  women: teamPages.women,
  academy: teamPages.academy,
  fixtures: matchesPages.fixtures,
  matchCentre: matchesPages.centre,
};

/**
 * Each page's source module, as vite's build manifest names it: the server links the
 * first page's stylesheets and preloads its chunks from the manifest by these keys.
 */
export const routeModuleFiles: Readonly<Record<keyof typeof routeModules, string>> = {
  home: 'ui/features/home/home-page.tsx',
  newsList: 'ui/features/news/news-list-page.tsx',
  newsRoute: 'ui/features/news/news-route-page.tsx',
  appNews: 'ui/features/news/app-news/app-news-page.tsx',
  content: 'ui/features/content/content-page.tsx',
  videosHome: 'ui/features/videos/catalogue/videos-home-page.tsx',
  videoBrowse: 'ui/features/videos/catalogue/video-browse-page.tsx',
  videoChannel: 'ui/features/videos/catalogue/video-channel-page.tsx',
  videoFaqs: 'ui/features/videos/catalogue/video-faqs-page.tsx',
  canIWatch: 'ui/features/videos/playback/can-i-watch-page.tsx',
  videoSubscribe: 'ui/features/videos/subscriptions/video-subscribe-page.tsx',
  videoDetail: 'ui/features/videos/playback/video-detail-page.tsx',
  live: 'ui/features/videos/playback/live-page.tsx',
  stream: 'ui/features/videos/playback/stream-page.tsx',
  fixtures: 'ui/features/matches/fixtures/fixtures-page.tsx',
  matchCentre: 'ui/features/matches/centre/match-centre-page.tsx',
  teamsList: 'ui/features/teams/teams-list-page.tsx',
  team: 'ui/features/teams/team-page.tsx',
  player: 'ui/features/teams/player-page.tsx',
  women: 'ui/features/teams/women-page.tsx',
  academy: 'ui/features/teams/academy-page.tsx',
};
