import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err, makeLoadPackages, ok, type LoadPackages, type StreamErrorCode } from '@core';
import { createStreamMemory } from '@adapters/memory/stream/stream-memory';
import { memoryPackages } from '@adapters/memory/stream/packages-memory';
import { deferred, flush } from '../../../shared/testing/deferred';
import { createPackagesVm, packagesView } from './packages-vm';

const codes: StreamErrorCode[] = [
  'STREAM.CONNECTION_FAILED',
  'STREAM.NOT_SUBSCRIBED',
  'STREAM.LOGIN_REQUIRED',
  'STREAM.PASS_REQUIRED',
  'STREAM.NO_PACKAGES',
  'STREAM.GEO_BLOCKED',
  'STREAM.CONCURRENCY_LIMIT',
];
const guestStream = () => createStreamMemory({ accessToken: () => undefined, whoIs: () => undefined });

describe('packages view model', () => {
  it("'no packages' is an empty, ready list; every other refusal is an error; plans are kept as sent (property)", async () => {
    const answers = fc.oneof(
      fc.subarray([...memoryPackages]).map((plans) => ({ plans })),
      fc.constantFrom(...codes).map((code) => ({ code })),
    );
    await fc.assert(
      fc.asyncProperty(answers, async (answer) => {
        const stream = guestStream();
        if ('plans' in answer) stream.setPackages(answer.plans);
        else if (answer.code === 'STREAM.NO_PACKAGES') stream.setPackages([]);
        const loadPackages: LoadPackages =
          'code' in answer && answer.code !== 'STREAM.NO_PACKAGES'
            ? async () => err({ code: answer.code })
            : makeLoadPackages({ stream });
        const vm = createPackagesVm({ loadPackages });
        vm.start();
        await flush();
        if ('plans' in answer) {
          expect(vm.state.status).toEqual({ kind: 'ready' });
          expect(vm.state.plans.map((p) => p.Id)).toEqual(answer.plans.map((p) => p.Id));
          expect(packagesView(vm.state)).toEqual({ status: 'ready', plans: vm.state.plans });
        } else if (answer.code === 'STREAM.NO_PACKAGES') {
          expect(vm.state.status).toEqual({ kind: 'ready' });
          expect(vm.state.plans).toEqual([]);
        } else {
          expect(vm.state.status).toEqual({ kind: 'error', code: answer.code });
          expect(packagesView(vm.state)).toEqual({ status: 'error', error: { code: answer.code } });
        }
      }),
    );
  });

  it('a retry keeps the plans shown, and an answer after dispose is dropped', async () => {
    const answers = [deferred<Awaited<ReturnType<LoadPackages>>>(), deferred<Awaited<ReturnType<LoadPackages>>>()];
    let call = 0;
    const vm = createPackagesVm({ loadPackages: () => answers[call++]!.promise });
    const dispose = vm.start();
    expect(packagesView(vm.state)).toEqual({ status: 'loading' });
    answers[0]!.resolve(ok(memoryPackages));
    await flush();
    expect(vm.state.plans).toHaveLength(3);
    void vm.retry();
    expect(vm.state.plans).toHaveLength(3);
    expect(packagesView(vm.state)).toMatchObject({ status: 'ready' });
    dispose();
    answers[1]!.resolve(ok([]));
    await flush();
    expect(vm.state.plans).toHaveLength(3);
  });
});
