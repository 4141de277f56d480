import { Observable } from 'rxjs';

type RouterLike = {
  readonly state: { readonly navigation: { readonly state: string } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
};

/**
 * Whether the browser router is on its way to another page: its navigation is 'loading'
 * (a lazily loaded page's code, then its loader) or 'submitting' until the new page is there.
 * Read from the router's own state as it changes, so the progress bar starts the moment a
 * link is followed, before the page's chunk has arrived.
 */
export function routeLoadingOf(router: RouterLike): Observable<boolean> {
  return new Observable<boolean>((subscriber) => {
    const busy = (state: RouterLike['state']) => state.navigation.state !== 'idle';
    subscriber.next(busy(router.state));
    return router.subscribe((state) => subscriber.next(busy(state)));
  });
}
