import { createContext } from 'react';
import { of, type Observable } from 'rxjs';

/**
 * Whether the router is on its way to another page (waiting for the page's code, its loader):
 * the app hands it down from the browser router (app/router/router-with-look.tsx), and the
 * progress bar runs while it is true. Without a provider (the server, stories, component tests)
 * no navigation is ever under way.
 */
export const RouteLoadingContext = createContext<Observable<boolean>>(of(false));
export const RouteLoadingProvider = RouteLoadingContext.Provider;
