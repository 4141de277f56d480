/**
 * What `npm run start:edge` writes and runs: the top-level VCL around the policy, varnishd's
 * arguments, the plan of processes, and what the purge command asks for.
 */
import fc from 'fast-check';
import { planEdge } from '../../scripts/edge/edge-plan';
import { purgeOrders } from '../../scripts/edge/purge';
import { edgeVcl, findVarnishProgram, varnishdArgs } from '../../scripts/edge/varnish-config';

const page = '<!doctype html><title>503 error</title>';

describe('the top-level VCL', () => {
  it('includes the policy, one backend per instance in the rotation, the services and the 503 page', () => {
    const vcl = edgeVcl({
      instances: [
        { host: '127.0.0.1', port: 8081 },
        { host: '127.0.0.1', port: 8082 },
      ],
      services: { host: '127.0.0.1', port: 4011 },
      unavailablePage: page,
    });
    expect(vcl).toMatch(/^vcl 4\.1;/);
    expect(vcl).toContain('include "uzfc.vcl";');
    expect(vcl.match(/\.probe = site_health;/g)).toHaveLength(2);
    expect(vcl).toContain('.port = "8082";');
    expect(vcl).toContain('site.add_backend(site_1);\n  site.add_backend(site_2);');
    expect(vcl).toContain('.port = "4011";');
    expect(vcl).toContain(`set resp.body = {"${page}"};`);
  });

  it('refuses no instance at all, and a page a VCL string cannot hold', () => {
    const services = { host: '127.0.0.1', port: 1 };
    expect(() => edgeVcl({ instances: [], services, unavailablePage: page })).toThrow(/at least one/);
    expect(() => edgeVcl({ instances: [services], services, unavailablePage: 'x"}y' })).toThrow(/long string/);
  });

  it('starts varnishd in the foreground with both listeners, the policy folder and the origins kept as they send', () => {
    const args = varnishdArgs({
      workDir: '/tmp/w',
      vclFile: '/tmp/w/edge.vcl',
      host: '127.0.0.1',
      sitePort: 8080,
      servicesPort: 4010,
      storage: '256m',
      asRoot: false,
    }).join(' ');
    expect(args).toContain('-F');
    expect(args).toContain('-a site=127.0.0.1:8080 -a services=127.0.0.1:4010');
    expect(args).toContain('-p http_gzip_support=off');
    expect(args).toMatch(/-p vcl_path=\S+scripts\/edge\/varnish/);
    expect(args).toContain('-j none');
  });
});

describe('the plan', () => {
  it('puts every instance and the browser behind the cache, with the public origins', () => {
    const plan = planEdge({
      ports: { site: 9000, services: 9001, instances: [9002, 9003, 9004], standIn: 9010 },
      workDir: '/tmp/edge-plan-test',
    });
    expect(plan.instances).toHaveLength(3);
    for (const [i, instance] of plan.instances.entries()) {
      expect(instance.env.PORT).toBe(String(9002 + i));
      expect(instance.env.UZFC_SITE_ORIGIN).toBe('http://localhost:9000');
      expect(instance.env.UZFC_STAND_IN_ORIGIN).toBe('http://localhost:9001');
      expect(Number(instance.env.UZFC_DRAIN_NOTICE_MS)).toBeGreaterThan(3_000);
    }
    expect(plan.standIn.env.PORT).toBe('9010');
    expect(plan.standIn.env.STAND_IN_SITE_ORIGIN).toBe('http://localhost:9000,http://127.0.0.1:9000');
    expect(plan.varnish.command).toBe(findVarnishProgram('varnishd'));
    expect(plan.vcl.text).toContain('.port = "9010";');
  });
});

describe('the purge command', () => {
  it('purges addresses, prefixes or everything, and refuses anything else', () => {
    expect(purgeOrders(['/news/a', '--prefix', '/videos', '/teams'])).toEqual({
      orders: [
        { path: '/news/a', prefix: false },
        { path: '/videos', prefix: true },
        { path: '/teams', prefix: false },
      ],
      services: false,
    });
    expect(purgeOrders(['--all'])).toEqual({ orders: [{ path: '/', prefix: true }], services: false });
    expect(purgeOrders(['--services', '/images/a.png']).services).toBe(true);
    expect(() => purgeOrders([])).toThrow(/usage/);
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.startsWith('/') && !s.startsWith('--')),
        (arg) => {
          expect(() => purgeOrders([arg])).toThrow(/not an address/);
        },
      ),
    );
  });
});
