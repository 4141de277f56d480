import type { ServiceKey as TokenKey } from './token-keys';

/** What one adapter set provides: a factory per UI service token. */
export type PortFactories = Partial<Record<TokenKey, () => unknown>>;
