import type { ModuleSizes } from './module-sizes-plugin';

const KB = 1024;

/** node_modules/@scope/name/... -> @scope/name; core/x/y.ts -> site: core; the bundler's own helpers -> runtime */
export function packageOf(module: string): string {
  const at = module.lastIndexOf('node_modules/');
  if (at >= 0) {
    const [first = '', second = ''] = module.slice(at + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const folder = module.split('/')[0] ?? '';
  return ['core', 'ui', 'app', 'adapters', 'protocol'].includes(folder) ? `site: ${folder}` : 'bundler runtime';
}

/**
 * Each package's gzip bytes on each route: a chunk's real gzip size shared among its packages
 * in proportion to their modules' gzip sizes alone (an estimate that sums to the route's figure).
 * A chunk the build recorded no modules for counts as "unattributed".
 */
export function packageCosts(
  routeFiles: Readonly<Record<string, readonly string[]>>,
  sizes: ModuleSizes,
  gzipOf: (file: string) => number,
): Record<string, Record<string, number>> {
  const chunkShares = new Map<string, Map<string, number>>();
  const sharesOf = (file: string) => {
    const cached = chunkShares.get(file);
    if (cached) return cached;
    const alone = new Map<string, number>();
    for (const [module, bytes] of Object.entries(sizes[file] ?? {}))
      alone.set(packageOf(module), (alone.get(packageOf(module)) ?? 0) + bytes);
    const sum = [...alone.values()].reduce((a, b) => a + b, 0);
    const real = gzipOf(file);
    const shares = sum ? new Map([...alone].map(([p, b]) => [p, (b * real) / sum])) : new Map([['unattributed', real]]);
    chunkShares.set(file, shares);
    return shares;
  };
  const costs: Record<string, Record<string, number>> = {};
  for (const [route, files] of Object.entries(routeFiles)) {
    const perPackage: Record<string, number> = {};
    for (const file of files) for (const [p, b] of sharesOf(file)) perPackage[p] = (perPackage[p] ?? 0) + b;
    costs[route] = perPackage;
  }
  return costs;
}

/** Packages as rows (largest first), routes as columns, KB gzip. */
export function packageTable(costs: Record<string, Record<string, number>>): string {
  const routes = Object.keys(costs);
  const packages = [...new Set(routes.flatMap((r) => Object.keys(costs[r] ?? {})))];
  const most = (p: string) => Math.max(...routes.map((r) => costs[r]?.[p] ?? 0));
  packages.sort((a, b) => most(b) - most(a));
  const width = Math.max(...packages.map((p) => p.length), 'package (KB gzip)'.length);
  const cols = routes.map((r) => Math.max(r.length, 6));
  const row = (label: string, cells: string[]) =>
    `  ${label.padEnd(width)}  ${cells.map((c, i) => c.padStart(cols[i] ?? 6)).join('  ')}`;
  return [
    'Initial JS per package and route (gzip estimate):',
    row('package (KB gzip)', routes),
    ...packages.map((p) =>
      row(
        p,
        routes.map((r) => (costs[r]?.[p] ? ((costs[r]?.[p] ?? 0) / KB).toFixed(1) : '-')),
      ),
    ),
  ].join('\n');
}
