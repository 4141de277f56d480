// The home feature's face for app/: its page, loaded lazily (one chunk per route).
export const homePages = { home: () => import('./home-page') };
