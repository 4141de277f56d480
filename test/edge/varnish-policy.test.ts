/**
 * The edge cache's policy (scripts/edge/varnish/uzfc.vcl), rule by rule, in varnishtest: Varnish's
 * own test program runs the real varnishd with the policy against scripted origins and clients.
 * Each case in scripts/edge/varnish/tests/ names where its cache goes with one line,
 *   edge v1 instances=s1,s2 services=s3
 * ("bad" for an instance that refuses every connection),
 * which is replaced here by that varnishd, loaded with the top-level VCL `npm run start:edge`
 * writes (varnish-config.ts), its origins being the case's servers. Health checks are off in
 * these cases (a scripted server answers only what its case expects); they set an instance's
 * health by hand instead.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorPageHtml } from '../../app/server/error-page';
import { edgeVcl, findVarnishProgram, POLICY_DIR, VARNISH_MISSING } from '../../scripts/edge/varnish-config';

const CASES_DIR = join(POLICY_DIR, 'tests');
const MARKER = /^edge (v\d+)((?: [\w-]+=\S+)*)\s*$/m;

/** the case with its marker line replaced by the varnishd it names */
function expandCase(source: string): string {
  const m = MARKER.exec(source);
  if (!m) throw new Error('a case names its cache with a line "edge v1 instances=s1 services=s2"');
  const options = Object.fromEntries(
    m[2]!
      .trim()
      .split(' ')
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );
  // "bad": an address that refuses every connection (an instance killed before its health check noticed)
  const server = (name: string) =>
    name === 'bad' ? { host: '${bad_backend}' } : { host: `\${${name}_addr}`, port: `\${${name}_port}` };
  const vcl = edgeVcl({
    instances: (options.instances ?? '').split(',').filter(Boolean).map(server),
    services: server(options.services ?? 's0'),
    unavailablePage: errorPageHtml(503),
    probe: false,
  })
    // varnishtest writes the version line itself
    .replace(/^vcl 4\.1;\n/, '');
  const listen = [
    '-a site=127.0.0.1:0',
    '-a services=127.0.0.1:0',
    ...(options.listen ? [`-a ${options.listen}`] : []),
  ];
  // the policy's health check is unused here
  const args = [...listen, `-p vcl_path=${POLICY_DIR}`, '-p http_gzip_support=off', '-p vcc_err_unref=off'].join(' ');
  return source.replace(MARKER, `varnish ${m[1]} -arg "${args}" -vcl {\n${vcl}\n} -start`);
}

const varnishtest = findVarnishProgram('varnishtest');
const cases = readdirSync(CASES_DIR).filter((f) => f.endsWith('.vtc'));
const workDir = mkdtempSync(join(tmpdir(), 'uzfc-vtc-'));

describe('the edge cache policy (varnishtest)', () => {
  it('finds Varnish installed', () => {
    expect(varnishtest, VARNISH_MISSING).not.toBeNull();
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)(
    '%s',
    async (name) => {
      const file = join(workDir, name);
      writeFileSync(file, expandCase(readFileSync(join(CASES_DIR, name), 'utf8')));
      const result = await new Promise<{ code: number; output: string }>((resolve) => {
        execFile(varnishtest!, ['-v', '-t', '60', file], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
        );
      });
      // on failure varnishtest prints the whole run; the lines that say what went wrong come first
      const why = result.output
        .split('\n')
        .filter((l) => /^\*{1,3} |----|FAIL|Assert|CLI RX/.test(l) && !/vsl\|/.test(l))
        .slice(-40)
        .join('\n');
      expect(result.code, `${why}\n\n(whole run: varnishtest -v ${file})`).toBe(0);
    },
    90_000,
  );
});
