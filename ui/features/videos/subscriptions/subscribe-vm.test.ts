import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err, ok, type StreamErrorCode, type SubscriptionPlan } from '@core';
import { samplePlans } from './sample-plans';
import { deferred, flush } from '../../../shared/testing/deferred';
import { createSubscribeVm } from './subscribe-vm';

const codes: StreamErrorCode[] = ['STREAM.CONNECTION_FAILED', 'STREAM.NOT_SUBSCRIBED', 'STREAM.LOGIN_REQUIRED', 'STREAM.PASS_REQUIRED', 'STREAM.NO_PACKAGES', 'STREAM.GEO_BLOCKED', 'STREAM.CONCURRENCY_LIMIT'];

describe('subscribe view model', () => {
  it("'no packages' is an empty, ready list; every other refusal is an error; plans are kept as sent (property)", async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(fc.subarray([...samplePlans]).map((p) => ({ plans: p })), fc.constantFrom(...codes).map((code) => ({ code }))), async (answer) => {
      const vm = createSubscribeVm({ stream: { packages: async () => ('code' in answer ? err({ code: answer.code }) : ok(answer.plans)) } });
      vm.start();
      await flush();
      if ('plans' in answer) {
        expect(vm.state.status).toEqual({ kind: 'ready' });
        expect(vm.state.plans.map((p) => p.Id)).toEqual(answer.plans.map((p) => p.Id));
      } else if (answer.code === 'STREAM.NO_PACKAGES') {
        expect(vm.state.status).toEqual({ kind: 'ready' });
        expect(vm.state.plans).toEqual([]);
      } else {
        expect(vm.state.status).toEqual({ kind: 'error', code: answer.code });
      }
    }));
  });

  it('a retry keeps the plans shown, and an answer after dispose is dropped', async () => {
    const answers = [deferred<ReturnType<typeof ok<readonly SubscriptionPlan[]>>>(), deferred<ReturnType<typeof ok<readonly SubscriptionPlan[]>>>()];
    let call = 0;
    const vm = createSubscribeVm({ stream: { packages: () => answers[call++]!.promise } });
    const dispose = vm.start();
    answers[0]!.resolve(ok(samplePlans));
    await flush();
    expect(vm.state.plans).toHaveLength(3);
    void vm.retry();
    expect(vm.state.plans).toHaveLength(3);
    dispose();
    answers[1]!.resolve(ok([]));
    await flush();
    expect(vm.state.plans).toHaveLength(3);
  });
});
