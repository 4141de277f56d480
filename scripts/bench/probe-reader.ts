/**
 * The bench's side of the process probe (process-probe.ts): its samples, and a mark on demand.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ProbeSample } from './process-probe';

export type ProbeMark = Extract<ProbeSample, { kind: 'mark' }>;

export interface MemoryFigure {
  readonly rssMb: number;
  readonly heapUsedMb: number;
  /** bytes held outside the JavaScript heap by ArrayBuffers (page bodies, compressed copies, socket buffers) */
  readonly arrayBuffersMb: number;
}

const MB = 1024 * 1024;
export const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
export const memoryOf = (s: ProbeSample): MemoryFigure => ({
  rssMb: mb(s.rss),
  heapUsedMb: mb(s.heapUsed),
  arrayBuffersMb: mb(s.arrayBuffers),
});
export const memoryText = (x: MemoryFigure) =>
  `RSS ${x.rssMb} MB, heap ${x.heapUsedMb} MB, array buffers ${x.arrayBuffersMb} MB`;

/** node's arguments for a process to carry the probe (and let it collect garbage on a mark) */
export const probeArgs = () => [
  '--expose-gc',
  '--import',
  pathToFileURL(resolve('scripts/bench/process-probe.ts')).href,
];

/** the probe's samples so far */
export function probeSamples(file: string): ProbeSample[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as ProbeSample);
  } catch {
    return [];
  }
}

/** asks the probed process for a mark (garbage collected first) and waits for it */
export async function markOf(pid: number, file: string): Promise<ProbeMark> {
  const before = probeSamples(file).filter((s) => s.kind === 'mark').length;
  process.kill(pid, 'SIGUSR2');
  const until = Date.now() + 10_000;
  for (;;) {
    const marks = probeSamples(file).filter((s): s is ProbeMark => s.kind === 'mark');
    if (marks.length > before) return marks.at(-1)!;
    if (Date.now() > until) throw new Error('the probed process did not answer its mark');
    await new Promise((r) => setTimeout(r, 100));
  }
}
