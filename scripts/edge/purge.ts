/**
 * `npm run edge:purge -- <address>...`: empties the edge cache (`npm run start:edge`) of pages, on
 * this machine (the cache accepts PURGE from loopback only, scripts/edge/varnish/uzfc.vcl).
 *   npm run edge:purge -- /news/some-article     that address, every variant (br, gzip, plain)
 *   npm run edge:purge -- --prefix /news          every address starting with /news
 *   npm run edge:purge -- --all                   every page (assets never need it: their names change)
 *   --services                                    the services' cache instead of the site's
 * PORT (8080) and STAND_IN_PORT (4010) name the cache's two listeners, as start:edge does.
 */
import { pathToFileURL } from 'node:url';

export interface PurgeOrder {
  readonly path: string;
  readonly prefix: boolean;
}

/** what the arguments ask for; throws a usage message for anything else */
export function purgeOrders(args: readonly string[]): { orders: PurgeOrder[]; services: boolean } {
  const orders: PurgeOrder[] = [];
  let prefix = false;
  let services = false;
  for (const arg of args) {
    if (arg === '--services') services = true;
    else if (arg === '--prefix') prefix = true;
    else if (arg === '--all') orders.push({ path: '/', prefix: true });
    else if (arg.startsWith('/') && !/\s/.test(arg)) {
      orders.push({ path: arg, prefix });
      prefix = false;
    } else throw new Error(`not an address: ${arg} (an address starts with /)`);
  }
  if (orders.length === 0) throw new Error('usage: npm run edge:purge -- [--services] [--prefix] /address... | --all');
  return { orders, services };
}

/** asks the cache at `cacheUrl` to forget each; the answer's status for each */
export async function purge(cacheUrl: string, orders: readonly PurgeOrder[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const order of orders) {
    const res = await fetch(new URL(order.path, cacheUrl), {
      method: 'PURGE',
      headers: order.prefix ? { 'x-purge-prefix': '1' } : {},
    });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  try {
    const { orders, services } = purgeOrders(process.argv.slice(2));
    const port = services ? Number(process.env.STAND_IN_PORT ?? 4010) : Number(process.env.PORT ?? 8080);
    const statuses = await purge(`http://127.0.0.1:${port}`, orders);
    orders.forEach((o, i) =>
      console.log(
        `${statuses[i] === 200 ? 'purged' : `refused (${statuses[i]})`}: ${o.prefix ? 'every address under ' : ''}${o.path}`,
      ),
    );
    process.exit(statuses.every((s) => s === 200) ? 0 : 1);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
}
