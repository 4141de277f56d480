/**
 * The edge cache's configuration: the policy is scripts/edge/varnish/uzfc.vcl, in the repository;
 * what only a start knows (where the instances and the stand-in listen, the 503 page) is written
 * here into the top-level VCL that includes it, and into varnishd's arguments.
 */
import { existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

export const POLICY_DIR = resolve(import.meta.dirname, 'varnish');
export const POLICY_FILE = 'uzfc.vcl';

export interface EdgeOrigin {
  /** a host name or address, or a varnishtest macro such as ${s1_addr} (or ${bad_backend}, port and all) */
  readonly host: string;
  readonly port?: number | string;
}

export interface EdgeVclOptions {
  readonly instances: readonly EdgeOrigin[];
  readonly services: EdgeOrigin;
  /** the site's own 503 page (app/server/error-page.ts), served when there is nothing to serve */
  readonly unavailablePage: string;
  /**
   * health checks of the instances (default on); varnishtest's scripted servers answer only what
   * a case expects, so its cases set health by hand (backend.set_health) instead
   */
  readonly probe?: boolean;
}

/** a VCL long string ({"..."}) cannot hold its own terminator */
function vclLongString(text: string): string {
  if (text.includes('"}')) throw new Error('the page holds "}, which a VCL long string cannot');
  return `{"${text}"}`;
}

const backend = (name: string, origin: EdgeOrigin, extra: string) =>
  `backend ${name} {
  .host = "${origin.host}";
${origin.port === undefined ? '' : `  .port = "${origin.port}";\n`}  .connect_timeout = 1s;
  .first_byte_timeout = 30s;
${extra}}`;

/** The top-level VCL: the policy, then the origins this start runs. */
export function edgeVcl(opts: EdgeVclOptions): string {
  if (opts.instances.length === 0) throw new Error('the edge needs at least one site instance');
  const names = opts.instances.map((_, i) => `site_${i + 1}`);
  return [
    'vcl 4.1;',
    '# written by scripts/edge/varnish-config.ts at start: the origins and the 503 page; the policy is uzfc.vcl',
    `include "${POLICY_FILE}";`,
    ...opts.instances.map((o, i) =>
      backend(
        names[i]!,
        o,
        `  .between_bytes_timeout = 10s;\n${opts.probe === false ? '' : '  .probe = site_health;\n'}`,
      ),
    ),
    // server-sent events send a keep-alive every 15 s
    backend('services', opts.services, '  .between_bytes_timeout = 60s;\n'),
    `sub vcl_init {\n${names.map((n) => `  site.add_backend(${n});`).join('\n')}\n}`,
    'sub edge_services_backend {\n  set req.backend_hint = services;\n}',
    `sub edge_unavailable_page {\n  set resp.body = ${vclLongString(opts.unavailablePage)};\n}`,
    '',
  ].join('\n\n');
}

export interface VarnishdArgsOptions {
  /** varnishd's working directory (its shared memory log and compiled VCL) */
  readonly workDir: string;
  readonly vclFile: string;
  readonly host: string;
  readonly sitePort: number;
  readonly servicesPort: number;
  /** the cache's memory, e.g. 256m */
  readonly storage: string;
  /** running as root, varnishd drops to its own user; otherwise it runs as who started it */
  readonly asRoot: boolean;
}

/**
 * varnishd in the foreground: two named listen addresses, the admin interface on a free loopback
 * port (varnishadm finds it through the working directory), the policy's folder on the VCL path.
 *   http_gzip_support=off   the origins' br and gzip bodies are kept as sent, one variant each
 *                           (Vary: Accept-Encoding), instead of Varnish asking for gzip only
 *   send_timeout=7200       a match's event stream lasts two hours, not the default ten minutes
 *   backend_idle_timeout=4  an idle connection to an origin is closed by Varnish before Node closes it
 *                           (keepAliveTimeout 5 s), so a request is never sent on a connection being closed
 */
export function varnishdArgs(o: VarnishdArgsOptions): string[] {
  return [
    '-F',
    '-n',
    o.workDir,
    '-f',
    o.vclFile,
    '-a',
    `site=${o.host}:${o.sitePort}`,
    '-a',
    `services=${o.host}:${o.servicesPort}`,
    '-T',
    '127.0.0.1:0',
    '-s',
    `malloc,${o.storage}`,
    '-p',
    `vcl_path=${POLICY_DIR}`,
    '-p',
    'http_gzip_support=off',
    '-p',
    'send_timeout=7200',
    '-p',
    'backend_idle_timeout=4',
    ...(o.asRoot ? [] : ['-j', 'none']),
  ];
}

/**
 * A Varnish program from Debian's package (/usr/sbin holds varnishd, /usr/bin the tools), or on
 * the PATH: found on this machine, never downloaded. null when it is not installed.
 */
export function findVarnishProgram(name: 'varnishd' | 'varnishtest' | 'varnishadm' | 'varnishstat'): string | null {
  const dirs = [
    '/usr/sbin',
    '/usr/bin',
    '/usr/local/sbin',
    '/usr/local/bin',
    ...(process.env.PATH ?? '').split(delimiter),
  ];
  for (const dir of dirs) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

export const VARNISH_MISSING =
  'Varnish is not installed: `apt-get install -y varnish` (Debian; .ci/run installs it when absent)';
