import { TestScheduler } from 'rxjs/testing';
import { batchEvents } from './batch-events';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const limits = { maxEvents: 3, maxWaitMs: 100 };

describe('batchEvents (marbles)', () => {
  it('sends a batch maxWaitMs after its first event', () => {
    const s = scheduler();
    s.run(({ cold, hot, expectObservable }) => {
      // a at 0, b at 10: the batch leaves at 100
      expectObservable(batchEvents(cold('a 9ms b'), hot('-'), limits, s)).toBe('100ms x', { x: ['a', 'b'] });
    });
  });

  it('sends at once when the batch is full, and the next batch waits on its own first event', () => {
    const s = scheduler();
    s.run(({ cold, hot, expectObservable }) => {
      expectObservable(batchEvents(cold('abcd'), hot('-'), limits, s)).toBe('--x 100ms y', {
        x: ['a', 'b', 'c'],
        y: ['d'],
      });
    });
  });

  it('a page hide sends whatever waits, at once', () => {
    const s = scheduler();
    s.run(({ cold, hot, expectObservable }) => {
      expectObservable(batchEvents(cold('ab'), hot('-----h'), limits, s)).toBe('-----x', { x: ['a', 'b'] });
    });
  });

  it('never sends an empty batch, however often the page hides', () => {
    const s = scheduler();
    s.run(({ cold, hot, expectObservable }) => {
      expectObservable(batchEvents(cold('--a'), hot('h-h--h--h'), limits, s)).toBe('-----x', { x: ['a'] });
    });
  });

  it('when the events end, what waits goes out and the batches end', () => {
    const s = scheduler();
    s.run(({ cold, hot, expectObservable }) => {
      expectObservable(batchEvents(cold('a-|'), hot('-'), limits, s)).toBe('--(x|)', { x: ['a'] });
    });
  });
});
