import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` parts may show what they are waiting for: none until `go`, then one
 * more per task, each after the previous one has committed. Large changes that are not urgent
 * (a season's scores shown once the device's spoiler setting is read) then reach the page
 * month by month, each its own short task, not as one commit that blocks the main thread.
 * Once every part has had its turn, later changes show at once.
 */
export function useInTurns(count: number, go: boolean): number {
  const [turns, setTurns] = useState(0);
  useEffect(() => {
    if (!go || turns >= count) return undefined;
    // a timer is a task of its own: the next part renders after the browser has had a turn
    const timer = setTimeout(() => startTransition(() => setTurns((t) => t + 1)), 0);
    return () => clearTimeout(timer);
  }, [go, turns, count]);
  return go ? turns : 0;
}
