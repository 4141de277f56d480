import { stylesheetTags, type ReadStylesheet } from './inline-styles';

/** One chunk of vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
  readonly isEntry?: boolean;
}
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** A chunk and everything it statically imports. */
export function manifestClosure(manifest: BuildManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The first page's own assets: head tags for its stylesheets, and its JavaScript modules. */
export interface RouteAssets {
  readonly headTags: string;
  /** the page's own modules, not the entry's: started with the entry (see deferred-boot) */
  readonly modules: readonly string[];
  /** the likely next routes' files, a group per route (prefetchAssets) */
  readonly prefetch?: readonly (readonly string[])[];
}

/**
 * The first page's own assets: its stylesheets as head tags (vite would otherwise add them
 * only when the page's JavaScript runs, so the server's HTML would paint unstyled and then
 * shift; inlined when their text can be read, see inline-styles), and its JavaScript modules,
 * which hydration needs (preloaded with the entry, instead of one after the other).
 */
export function routeAssets(
  manifest: BuildManifest,
  pageModules: readonly string[],
  readStylesheet?: ReadStylesheet,
  prefetchRouteFiles: readonly string[] = [],
): RouteAssets {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const keys = manifestClosure(
    manifest,
    pageModules.filter((m) => manifest[m]),
  );
  const entryKeys = new Set(entry ? manifestClosure(manifest, [entry]) : []);
  const css = [...new Set(keys.flatMap((k) => manifest[k]?.css ?? []))].filter(
    (f) => !(entry && manifest[entry]?.css?.includes(f)),
  );
  const js = keys
    .filter((k) => !entryKeys.has(k))
    .map((k) => manifest[k]!.file)
    .filter((f) => f.endsWith('.js'));
  return {
    headTags: css.map((f) => stylesheetTags(`/${f}`, readStylesheet)).join('\n    '),
    modules: js.map((f) => `/${f}`),
    ...(prefetchRouteFiles.length ? { prefetch: prefetchAssets(manifest, prefetchRouteFiles, pageModules) } : {}),
  };
}

/**
 * The files of the routes a fan most likely opens next (app/router/prefetch-chunks.ts), one group
 * per route, without those the first page already has (the entry's and its own): the browser
 * fetches them once idle and runs nothing.
 */
export function prefetchAssets(
  manifest: BuildManifest,
  routeFiles: readonly string[],
  pageModules: readonly string[],
): string[][] {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const have = new Set(manifestClosure(manifest, [...(entry ? [entry] : []), ...pageModules]));
  const filesOf = (keys: readonly string[]) => keys.flatMap((k) => [manifest[k]!.file, ...(manifest[k]?.css ?? [])]);
  const had = new Set(filesOf([...have]));
  return routeFiles.map((file) => [
    ...new Set(
      filesOf(manifestClosure(manifest, [file]).filter((k) => !have.has(k)))
        .filter((f) => !had.has(f) && (f.endsWith('.js') || f.endsWith('.css')))
        .map((f) => `/${f}`),
    ),
  ]);
}
