import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router-dom';
import { PageSeedProvider, type PageData } from '@ui/shared';

/**
 * Hands a route's server data to the pages under it (usePageSeed): its loader's answer on the
 * server, the same answer from the hydration data while the first page hydrates, null after a
 * client-side navigation (the loaders answer null in the browser).
 */
export function RouteSeed({ children }: { readonly children: ReactNode }) {
  const data = useLoaderData() as PageData<unknown> | null | undefined;
  return <PageSeedProvider value={data?.seed}>{children}</PageSeedProvider>;
}
