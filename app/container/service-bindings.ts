import type { Ports } from '@core';

/** The name of one port token (core/ports/port-tokens.ts). */
export type PortKey = keyof typeof Ports;

/** What one adapter set provides: a factory per port token. */
export type PortFactories = Partial<Record<PortKey, () => unknown>>;
