/**
 * Runs one child process and keeps it running: its output is prefixed with its name,
 * its exit is reported (which one, code or signal), and it is started again after a
 * back-off that doubles on each quick crash (1 s up to 30 s) and resets once it has
 * stayed up for a minute. stop() ends it for good.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface SupervisedProcess {
  readonly name: string;
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly print?: (line: string) => void;
  readonly firstDelayMs?: number;
  readonly maxDelayMs?: number;
  /** up this long = healthy again: the next crash restarts after the first delay */
  readonly stableMs?: number;
  /** how long stop() waits after SIGTERM before SIGKILL (default 5 s; a draining server needs longer) */
  readonly stopTimeoutMs?: number;
}

export function supervise(opts: SuperviseOptions): SupervisedProcess {
  const print = opts.print ?? ((line: string) => console.log(line));
  const firstDelay = opts.firstDelayMs ?? 1_000;
  const maxDelay = opts.maxDelayMs ?? 30_000;
  const stableMs = opts.stableMs ?? 60_000;
  const tag = `[${opts.name}]`;
  let child: ChildProcess | undefined;
  let stopping = false;
  let delay = firstDelay;
  let restartTimer: NodeJS.Timeout | undefined;

  const start = () => {
    const startedAt = Date.now();
    const proc = spawn(opts.command, [...opts.args], { env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    for (const stream of [proc.stdout, proc.stderr])
      createInterface({ input: stream }).on('line', (line) => print(`${tag} ${line}`));
    proc.on('error', (e) => print(`${tag} could not start: ${e.message}`));
    proc.on('exit', (code, signal) => {
      child = undefined;
      if (stopping) return;
      if (Date.now() - startedAt >= stableMs) delay = firstDelay;
      print(
        `${tag} STOPPED (${signal ? `signal ${signal}` : `exit code ${code}`}); restarting in ${(delay / 1000).toFixed(0)} s`,
      );
      restartTimer = setTimeout(start, delay);
      delay = Math.min(maxDelay, delay * 2);
    });
  };
  start();

  return {
    name: opts.name,
    stop: () => {
      stopping = true;
      clearTimeout(restartTimer);
      const proc = child;
      if (!proc || proc.exitCode !== null) return Promise.resolve();
      return new Promise<void>((done) => {
        const kill = setTimeout(() => proc.kill('SIGKILL'), opts.stopTimeoutMs ?? 5_000);
        proc.once('exit', () => {
          clearTimeout(kill);
          done();
        });
        proc.kill('SIGTERM');
      });
    },
  };
}

/** Ctrl+C (or SIGTERM) stops every child, each as stop() does, then this process. */
export function stopAllOnSignal(children: readonly SupervisedProcess[], message: string): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log(message);
    void Promise.all(children.map((c) => c.stop())).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
