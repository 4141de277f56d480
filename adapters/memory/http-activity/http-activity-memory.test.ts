import { createHttpActivityMemory } from './http-activity-memory';

describe('http activity memory', () => {
  it('is idle until published, replays the latest to a new subscriber, and unsubscribing stops updates', () => {
    const activity = createHttpActivityMemory();
    const seen: number[] = [];
    const watching = activity.activity$.subscribe((a) => seen.push(a.inFlight));
    activity.publish({ inFlight: 2, failed: false });
    watching.unsubscribe();
    activity.publish({ inFlight: 0, failed: true });
    expect(seen).toEqual([0, 2]);
    const late: unknown[] = [];
    activity.activity$.subscribe((a) => late.push(a)).unsubscribe();
    expect(late).toEqual([{ inFlight: 0, failed: true }]);
  });
});
