// The content pages feature's face for app/: the page loads lazily.
export const contentPages = { content: () => import('./content-page') };
