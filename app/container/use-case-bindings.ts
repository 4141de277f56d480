import type { Container } from 'inversify';
import { makeLoadPackages, makeLoadVideoDetail, makeOpenStream, type StreamPort, type VideoPort } from '@core';
import { Services } from '@ui/shared/services/service-tokens';
import { UseCases } from '@ui/shared/services/use-case-tokens';

/**
 * Every use case bound once, as a factory over the ports bound before it:
 * `container.bind(UseCases.x).toResolvedValue((a, b) => makeX({ a, b }), [Services.a, Services.b])`.
 * View models receive these functions; a child container (per story, test or
 * server request) can rebind a port and every use case over it follows.
 * Sections per feature keep additions from colliding.
 */
export function bindUseCases(container: Container): void {
  // ---- accounts and shell ----

  // ---- news, content, search, promos, commercial ----

  // ---- video catalogue, playback, subscriptions ----
  container.bind(UseCases.loadPackages).toResolvedValue((stream: StreamPort) => makeLoadPackages({ stream }), [Services.stream]);
  container.bind(UseCases.openStream).toResolvedValue((stream: StreamPort) => makeOpenStream({ stream }), [Services.stream]);
  container.bind(UseCases.loadVideoDetail).toResolvedValue((video: VideoPort) => makeLoadVideoDetail({ video }), [Services.video]);

  // ---- matches and teams ----

  void container;
}
