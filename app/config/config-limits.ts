import type { MenuLayout } from '@core';

/**
 * What each deployment setting may be, written once: the zod schema (app-config.ts) and the
 * browser's zod-free first check (well-formed-config.ts) both read these, so the two cannot
 * disagree about a limit.
 */
export const adapterModes = ['http', 'memory'] as const;

/** the full-screen menu's layouts, and '' for "as the web settings say" */
export const menuLayoutOverrides = ['', 'split', 'tiles', 'list', 'centred'] as const satisfies readonly (
  MenuLayout | ''
)[];

/** a request slower than this counts as the service being down */
export const requestTimeoutMs = { min: 500, max: 60_000 } as const;

/** service addresses and the site's origin are http or https */
export const urlProtocol = /^https?$/;
