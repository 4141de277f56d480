import { Navigate, redirect, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Ports, headerStyleFor, type ContentPage, type RoutedContentPage } from '@core';
import { CataloguedError } from '../../shared/components/catalogued-error';
import { Loading } from '../../shared/components/loading';
import { useService } from '../../shared/services/services-context';
import { UseCases } from '../../shared/services/use-case-tokens';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { NotFoundPage } from '../../app-shell/error/error-page';
import { PageHeaderStyle } from '../../shared/components/page-header-style';
import { PageTitle } from '../../shared/components/page-title';
import { PageTeam } from '../../shared/components/page-team';
import pageStyles from '../../shared/components/page.module.css';
import { contentPathFromParams } from './content-segments';
import { createContentPageVm, type ContentPageState } from './content-page-vm';
import { data } from 'react-router-dom';

import { usePageSeed, type ServerLoad } from '../../shared/ssr/page-data';
import { settledPage } from '../../shared/ssr/settled-page';
import { imageCandidates } from '../../shared/components/responsive-image';
import { DefaultTemplate } from './templates/default-template';
import { HubTemplate } from './templates/hub-template';
import { LandingTemplate } from './templates/landing-template';

const UNAVAILABLE = 'Page unavailable';

/** A loaded page in its template. */
export function ContentPageBody({ page }: { readonly page: ContentPage }) {
  switch (page.template) {
    case 'Hub':
      return <HubTemplate page={page} />;
    case 'Landing':
      return <LandingTemplate page={page} />;
    default:
      return <DefaultTemplate page={page} />;
  }
}

/** One content page by full path; mount with `key={fullPath}`. */
export function ContentPageView({
  fullPath,
  seed,
}: {
  readonly fullPath: string;
  readonly seed?: ContentPageState | undefined;
}) {
  const loadContentPage = useService(UseCases.loadContentPage);
  const vm = useViewModel(() => createContentPageVm({ loadContentPage, fullPath }, seed), [fullPath]);
  const snap = useSnapshot(vm.state);

  if (snap.status.kind === 'not-found') return <NotFoundPage />;

  const page = snap.page as RoutedContentPage | null;
  // the CMS sends this address elsewhere on the site (the server answered the first load's 302)
  if (page?.route.kind === 'redirect') return <Navigate to={page.route.path} replace />;
  const failed = snap.status.kind === 'error' ? snap.status : null;
  // until the page arrives nobody knows whether it has a hero, so the header stays solid
  const style = headerStyleFor('content-page', Boolean(page?.heroImageKey));
  return (
    <>
      <PageTitle title={page?.title ?? (failed ? UNAVAILABLE : 'Loading')} />
      <PageHeaderStyle style={style} />
      {page ? <ContentPageBody page={page} /> : null}
      {page ? <PageTeam teamId={null} childFriendly={page.route.childFriendly} /> : null}
      {!page && snap.status.kind === 'loading' ? (
        <div className={`${pageStyles.container} ${pageStyles.top}`}>
          <Loading label="Loading page" />
        </div>
      ) : null}
      {failed ? (
        <div className={`${pageStyles.container} ${page ? pageStyles.status : pageStyles.top}`}>
          {/* nothing loaded yet, so no template h1: the page still needs one heading */}
          {page ? null : <h1 className={pageStyles.pageTitle}>{UNAVAILABLE}</h1>}
          <CataloguedError error={failed} onRetry={() => void vm.retry()} />
        </div>
      ) : null}
    </>
  );
}

/** /:slug and up to four sub-page levels plus slug; an invalid path is a 404 without a request. */
export default function ContentPageRoute() {
  const path = contentPathFromParams(useParams());
  const seed = usePageSeed<ContentPageState>();
  if (!path.ok) return <NotFoundPage />;
  return <ContentPageView key={path.fullPath} fullPath={path.fullPath} seed={seed} />;
}

/** The server renders a content page from the page tree; a path the tree does not have is a 404. */
export const serverLoad: ServerLoad<ContentPageState> = async ({ services, params }) => {
  const path = contentPathFromParams(params);
  if (!path.ok) throw data(null, { status: 404 });
  const vm = createContentPageVm({ loadContentPage: services.get(UseCases.loadContentPage), fullPath: path.fullPath });
  await vm.load();
  const route = vm.state.page?.route;
  if (route?.kind === 'redirect') throw redirect(route.path, route.status);
  return settledPage(
    vm.state,
    ({ page }) => ({
      title: page?.title ?? 'Page',
      description: page?.summary,
      canonicalPath: `/${path.fullPath}`,
      ...(page?.heroImageKey
        ? {
            image: services.get(Ports.images).url(page.heroImageKey, 1200, 630),
            preloadImage: {
              ...imageCandidates(services.get(Ports.images), page.heroImageKey, 1400, 600, 'cover'),
              sizes: '100vw',
            },
          }
        : {}),
    }),
    ({ page }) => headerStyleFor('content-page', Boolean(page?.heroImageKey)),
  );
};
