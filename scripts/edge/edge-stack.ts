/**
 * The edge (edge-plan.ts) started for the journeys and the bench: every process under the
 * caller's control (kill an instance, stop it gracefully, start it again), nothing restarted
 * behind its back. `npm run start:edge` runs the same plan supervised (scripts/start-edge.ts).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { planEdge, waitForOk, type EdgePlan, type EdgePlanOptions, type ProcessSpec } from './edge-plan';
import { findVarnishProgram } from './varnish-config';

function varnishTool(tool: 'varnishadm' | 'varnishstat', args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(findVarnishProgram(tool) ?? tool, [...args], (e, out) => (e ? reject(e) : resolve(out))),
  );
}

export interface EdgeProcess {
  readonly name: string;
  readonly pid: number | undefined;
  running(): boolean;
  /** starts it (again, with these settings over its own) and waits until it answers */
  start(extraEnv?: NodeJS.ProcessEnv): Promise<void>;
  /** sends a signal; resolves when the process has exited (its code, or the signal that ended it) */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface EdgeStack {
  readonly plan: EdgePlan;
  readonly siteUrl: string;
  readonly servicesUrl: string;
  readonly standIn: EdgeProcess;
  readonly instances: readonly EdgeProcess[];
  readonly varnish: EdgeProcess;
  /** the cache's own view of each instance (varnishadm backend.list): in its rotation or not */
  inRotation(): Promise<boolean[]>;
  /** Varnish's counters (varnishstat), e.g. MAIN.backend_req */
  counters(): Promise<Record<string, number>>;
  /** the last lines every process printed (for a failure's message) */
  recentOutput(): string;
  stop(): Promise<void>;
}

function managed(spec: ProcessSpec, remember: (line: string) => void): EdgeProcess {
  let child: ChildProcess | undefined;
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> = Promise.resolve({
    code: null,
    signal: null,
  });
  const process_: EdgeProcess = {
    name: spec.name,
    get pid() {
      return child?.pid;
    },
    running: () => !!child && child.exitCode === null && child.signalCode === null,
    async start(extraEnv = {}) {
      if (process_.running()) return;
      const proc = spawn(spec.command, [...spec.args], {
        env: { ...spec.env, ...extraEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
      for (const stream of [proc.stdout, proc.stderr])
        createInterface({ input: stream }).on('line', (line) => remember(`[${spec.name}] ${line}`));
      await waitForOk(spec.readyUrl, 60_000, () =>
        proc.exitCode !== null || proc.signalCode !== null
          ? `${spec.name} exited (${proc.exitCode ?? proc.signalCode}) before it answered`
          : null,
      );
    },
    kill(signal) {
      if (process_.running()) child!.kill(signal);
      return exited;
    },
  };
  return process_;
}

export async function startEdgeStack(opts: EdgePlanOptions): Promise<EdgeStack> {
  const plan = planEdge(opts);
  // readable by Varnish's own user (as root, varnishd drops to it), whoever made the folder
  mkdirSync(opts.workDir, { recursive: true });
  chmodSync(opts.workDir, 0o755);
  writeFileSync(plan.vcl.path, plan.vcl.text, { mode: 0o644 });
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line);
    if (recent.length > 200) recent.shift();
  };
  const standIn = managed(plan.standIn, remember);
  const instances = plan.instances.map((spec) => managed(spec, remember));
  const varnish = managed(plan.varnish, remember);
  // Varnish's manager stops its cache process on SIGTERM (a killed manager could leave it behind)
  const stop = async () => {
    await Promise.all([varnish.kill('SIGTERM'), ...[...instances, standIn].map((p) => p.kill('SIGKILL'))]);
  };
  try {
    await standIn.start();
    await Promise.all(instances.map((i) => i.start()));
    await varnish.start();
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n${recent.slice(-40).join('\n')}`);
  }
  return {
    plan,
    siteUrl: plan.siteUrl,
    servicesUrl: plan.servicesUrl,
    standIn,
    instances,
    varnish,
    async inRotation() {
      const list = await varnishTool('varnishadm', ['-n', plan.varnishWorkDir, 'backend.list']);
      const health = new Map(
        [...list.matchAll(/^\S*\.(site_\d+)\s+\S+\s+\S+\s+(healthy|sick)/gm)].map((m) => [m[1]!, m[2] === 'healthy']),
      );
      return plan.instances.map((_, i) => health.get(`site_${i + 1}`) ?? false);
    },
    async counters() {
      const json = JSON.parse(await varnishTool('varnishstat', ['-n', plan.varnishWorkDir, '-1', '-j'])) as {
        counters?: Record<string, { value: number }>;
      };
      return Object.fromEntries(Object.entries(json.counters ?? {}).map(([name, c]) => [name, c.value]));
    },
    recentOutput: () => recent.join('\n'),
    stop,
  };
}
