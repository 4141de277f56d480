import type { Observable } from 'rxjs';

/**
 * The shared JSON client reports its in-flight requests so the progress bar can
 * follow them (LOADING-1, LOADING-3). The UI subscribes; adapters publish.
 */
export interface HttpActivity {
  readonly inFlight: number;
  /** true when a request failed since the last time activity went back to zero */
  readonly failed: boolean;
}

export interface HttpActivityPort {
  /** the current activity at once, then every change (a request may be in flight before anyone listens) */
  readonly activity$: Observable<HttpActivity>;
}
