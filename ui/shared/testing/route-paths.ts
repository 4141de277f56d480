import { appNewsPaths as app, contentPaths as content, newsDetailPaths as news } from '@core/routing/route-patterns';

/** The site's route patterns for the pages under test: the route table's own (core/routing/route-patterns.ts). */
const rooted = (paths: readonly string[]): string[] => paths.map((p) => `/${p}`);

export const newsDetailPaths = rooted(news);
export const appNewsPaths = rooted(app);
export const contentPaths = rooted(content);
