/**
 * The use cases the UI can ask the composition root for. Each is a core factory
 * over ports (core/<feature>/make-*.ts), bound once in app/container/use-case-bindings.ts;
 * view models take these functions, never ports. Sections per feature keep
 * additions from colliding.
 */
import type { LoadPackages, LoadVideoDetail, OpenStream } from '@core';
import type { ServiceToken } from './service-tokens';

export const useCase = <T>(name: string): ServiceToken<T> => Symbol.for(`uzfc.usecase.${name}`) as ServiceToken<T>;

export const UseCases = {
  // ---- accounts and shell ----

  // ---- news, content, search, promos, commercial ----

  // ---- video catalogue, playback, subscriptions ----
  /** the packages on sale ('no packages' is an empty list): the packages modal and /videos/sub */
  loadPackages: useCase<LoadPackages>('LoadPackages'),
  /** check access, then a playback token for one entry: every player (live, stream, on demand, audio) */
  openStream: useCase<OpenStream>('OpenStream'),
  /** one on-demand video by id, or the newest (null) */
  loadVideoDetail: useCase<LoadVideoDetail>('LoadVideoDetail'),

  // ---- matches and teams ----

} as const;
