/**
 * The use cases the UI can ask the composition root for. Each is a core factory
 * over ports (core/<feature>/make-*.ts), bound once in app/container/use-case-bindings.ts;
 * view models take these functions, never ports. Sections per feature keep
 * additions from colliding.
 */
import type {
  DismissPromo, LoadArticle, LoadContentPage, LoadFooterCommercial, LoadNewsList, LoadNewsPage, LoadRelatedNews, LoadVideo,
  LoadVideoConfig, LoadVideosHome, LoadWebSettings, NextOverlayPromo, SearchNews, SearchVideos,
} from '@core';
import type { ServiceToken } from './service-tokens';

export const useCase = <T>(name: string): ServiceToken<T> => Symbol.for(`uzfc.usecase.${name}`) as ServiceToken<T>;

export const UseCases = {
  // ---- accounts and shell ----

  // ---- news, content, search, promos, commercial ----
  loadNewsList: useCase<LoadNewsList>('LoadNewsList'),
  loadNewsPage: useCase<LoadNewsPage>('LoadNewsPage'),
  loadArticle: useCase<LoadArticle>('LoadArticle'),
  loadRelatedNews: useCase<LoadRelatedNews>('LoadRelatedNews'),
  loadContentPage: useCase<LoadContentPage>('LoadContentPage'),
  searchNews: useCase<SearchNews>('SearchNews'),
  nextOverlayPromo: useCase<NextOverlayPromo>('NextOverlayPromo'),
  dismissPromo: useCase<DismissPromo>('DismissPromo'),
  loadFooterCommercial: useCase<LoadFooterCommercial>('LoadFooterCommercial'),
  loadWebSettings: useCase<LoadWebSettings>('LoadWebSettings'),

  // ---- video catalogue, playback, subscriptions ----
  // (catalogue: content engineer)
  loadVideoConfig: useCase<LoadVideoConfig>('LoadVideoConfig'),
  loadVideosHome: useCase<LoadVideosHome>('LoadVideosHome'),
  searchVideos: useCase<SearchVideos>('SearchVideos'),
  loadVideo: useCase<LoadVideo>('LoadVideo'),

  // ---- matches and teams ----

} as const;
