/** The site server as its own process (node-entry.ts run directly), on a free port, for tests. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface SpawnedSiteServer {
  readonly child: ChildProcess;
  readonly port: number;
  /** everything it has printed so far, stdout and stderr */
  output(): string;
}

export async function spawnSiteServer(env: NodeJS.ProcessEnv): Promise<SpawnedSiteServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'app/server/node-entry.ts'], {
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start: ${output}`)), 20_000);
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const m = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
  });
  return { child, port, output: () => output };
}
