import type { Container } from 'inversify';
import { makeLoadPackages, makeLoadVideoDetail, makeOpenStream, type AdvertPort, type Clock, type PagesPort, type SponsorPort, type StreamPort, type VideoPort, type WebSettingsPort } from '@core';
import { makeLoadFooterCommercial } from '@core/commercial/load-footer-commercial';
import { makeLoadMenus, makeLoadWebSettings } from '@core/shell/load-shell-data';
import { Services, UseCases } from '@ui/shared';

/**
 * Every use case bound once, as a factory over the ports bound before it:
 * `container.bind(UseCases.x).toResolvedValue((a, b) => makeX({ a, b }), [Services.a, Services.b])`.
 * View models receive these functions; a child container (per story, test or
 * server request) can rebind a port and every use case over it follows.
 * Sections per feature keep additions from colliding.
 */
export function bindUseCases(container: Container): void {
  // ---- accounts and shell ----
  container.bind(UseCases.loadWebSettings).toResolvedValue((webSettings: WebSettingsPort) => makeLoadWebSettings({ webSettings }), [Services.webSettings]);
  container.bind(UseCases.loadMenus).toResolvedValue((pages: PagesPort) => makeLoadMenus({ pages }), [Services.pages]);
  container.bind(UseCases.loadFooterCommercial).toResolvedValue(
    (sponsors: SponsorPort, adverts: AdvertPort, clock: Clock) => makeLoadFooterCommercial({ sponsors, adverts, clock }),
    [Services.sponsors, Services.adverts, Services.clock],
  );

  // ---- news, content, search, promos, commercial ----

  // ---- video catalogue, playback, subscriptions ----
  container.bind(UseCases.loadPackages).toResolvedValue((stream: StreamPort) => makeLoadPackages({ stream }), [Services.stream]);
  container.bind(UseCases.openStream).toResolvedValue((stream: StreamPort) => makeOpenStream({ stream }), [Services.stream]);
  container.bind(UseCases.loadVideoDetail).toResolvedValue((video: VideoPort) => makeLoadVideoDetail({ video }), [Services.video]);

  // ---- matches and teams ----

  void container;
}
