/**
 * The use cases the UI can ask the composition root for. Each is a core factory
 * over ports (core/<feature>/make-*.ts), bound once in app/container/use-case-bindings.ts;
 * view models take these functions, never ports. Sections per feature keep
 * additions from colliding.
 */
import type { ServiceToken } from './service-tokens';

export const useCase = <T>(name: string): ServiceToken<T> => Symbol.for(`uzfc.usecase.${name}`) as ServiceToken<T>;

export const UseCases = {
  // ---- accounts and shell ----

  // ---- news, content, search, promos, commercial ----

  // ---- video catalogue, playback, subscriptions ----

  // ---- matches and teams ----

} as const;
