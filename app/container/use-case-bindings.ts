import type { Container } from 'inversify';

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

  // ---- matches and teams ----

  void container;
}
