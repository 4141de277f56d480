import { useSnapshot } from 'valtio';
import { headerStyleFor, type ContentPage, type NewsSummary, type TeamCard } from '@core';
import { AppLink } from '../../shared/components/app-link';
import { CataloguedError } from '../../shared/components/catalogued-error';
import { Loading } from '../../shared/components/loading';
import { PageHeaderStyle } from '../../shared/components/page-header-style';
import { PageTitle } from '../../shared/components/page-title';
import pageStyles from '../../shared/components/page.module.css';
import { useService } from '../../shared/services/services-context';
import { UseCases } from '../../shared/services/use-case-tokens';
import { usePageSeed, type PageData } from '../../shared/ssr/page-data';
import type { ServiceLocator } from '../../shared/services/service-tokens';
import { settledPage } from '../../shared/ssr/settled-page';
import { useViewModel } from '../../shared/view-models/use-view-model';
import { HubTemplate } from '../content/templates/hub-template';
import { NewsGrid } from '../news/news-grid';
import { Crest } from '../../app-shell/crest';
import { createSectionVm, type SectionConfig, type SectionState } from './section-vm';
import { fixturesHref } from './team-hrefs';
import styles from './teams.module.css';

export interface SectionLink {
  readonly title: string;
  readonly path: string;
}

export interface SectionPageProps {
  readonly section: SectionConfig;
  /** the section's own links (fixtures, tickets, programme...); those the page tree lists already are not repeated */
  readonly links: readonly SectionLink[];
  readonly teamsTitle: string;
  readonly newsTitle: string;
}

function TeamCards({ teams }: { readonly teams: readonly TeamCard[] }) {
  return (
    <ul className={styles.teamGrid}>
      {teams.map(({ team, href, external }) => (
        <li key={team.id}>
          <div className={styles.teamCard}>
            <Crest size={56} />
            <div>
              <h3>
                <AppLink href={href} newTab={external} className={styles.teamLink}>{`${team.name} squad`}</AppLink>
              </h3>
              <p className={styles.teamMeta}>{team.displayName}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function SectionView({
  state,
  props,
  onRetry,
}: {
  readonly state: SectionState;
  readonly props: SectionPageProps;
  readonly onRetry: () => void;
}) {
  const { section, links, teamsTitle, newsTitle } = props;
  const page = state.page as ContentPage | null;
  const inTree = new Set(page?.children.map((c) => c.path) ?? []);
  const extraLinks = links.filter((l) => !inTree.has(l.path));
  const teams = state.teams as TeamCard[] | null;
  const news = state.news as NewsSummary[] | null;
  const title = page?.title ?? section.title;
  if (state.status.kind === 'loading' && !page) {
    return (
      <div className={`${pageStyles.container} ${pageStyles.top}`}>
        <PageTitle title={section.title} />
        <PageHeaderStyle style="solid" />
        <Loading label={`Loading ${section.title}`} />
      </div>
    );
  }
  if (state.status.kind === 'error') {
    return (
      <div className={`${pageStyles.container} ${pageStyles.top}`}>
        <PageTitle title={section.title} />
        <PageHeaderStyle style="solid" />
        <h1 className={pageStyles.pageTitle}>{section.title}</h1>
        <CataloguedError error={state.status} onRetry={onRetry} />
      </div>
    );
  }
  return (
    <>
      <PageTitle title={title} />
      <PageHeaderStyle style={headerStyleFor('content-page', Boolean(page?.heroImageKey))} />
      {page ? (
        <HubTemplate page={page} />
      ) : (
        <div className={`${pageStyles.container} ${pageStyles.top}`}>
          <h1 className={pageStyles.pageTitle}>{title}</h1>
        </div>
      )}
      <div className={pageStyles.container}>
        {extraLinks.length > 0 ? (
          <nav className={pageStyles.section} aria-label={`${section.title} links`}>
            <ul className={styles.linkList}>
              {extraLinks.map((l) => (
                <li key={l.path}>
                  <AppLink href={l.path}>{l.title}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <section className={pageStyles.section} aria-labelledby={`${section.slug}-teams`}>
          <h2 id={`${section.slug}-teams`} className={pageStyles.sectionTitle}>
            {teamsTitle}
          </h2>
          {teams === null ? <CataloguedError error={{ code: 'SERVICE.UNAVAILABLE' }} onRetry={onRetry} /> : null}
          {teams !== null && teams.length === 0 ? <p>No teams to show yet.</p> : null}
          {teams && teams.length > 0 ? <TeamCards teams={teams} /> : null}
          {teams && teams.length > 0 ? (
            <ul className={styles.linkList} aria-label="Fixtures">
              {teams.map(({ team }) => (
                <li key={team.id}>
                  <AppLink href={fixturesHref(team)}>{`${team.name} fixtures and results`}</AppLink>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section className={pageStyles.section} aria-labelledby={`${section.slug}-news`}>
          <h2 id={`${section.slug}-news`} className={pageStyles.sectionTitle}>
            {newsTitle}
          </h2>
          {news === null ? <CataloguedError error={{ code: 'SERVICE.UNAVAILABLE' }} onRetry={onRetry} /> : null}
          {news !== null && news.length === 0 ? <p>No news yet.</p> : null}
          {news && news.length > 0 ? <NewsGrid items={news} label={`${newsTitle} articles`} /> : null}
          <p>
            <AppLink href={`/category/${section.slug}`}>{`More ${section.title.toLowerCase()} news`}</AppLink>
          </p>
        </section>
      </div>
    </>
  );
}

/** the women's section and the academy hub: one view over the page tree, the teams and the news */
export function SectionPage(props: SectionPageProps) {
  const seed = usePageSeed<SectionState>();
  const loadContentPage = useService(UseCases.loadContentPage);
  const loadTeams = useService(UseCases.loadTeams);
  const loadNewsList = useService(UseCases.loadNewsList);
  const vm = useViewModel(
    () => createSectionVm({ loadContentPage, loadTeams, loadNewsList, section: props.section }, seed),
    [props.section.slug],
  );
  const snap = useSnapshot(vm.state);
  return <SectionView state={snap as SectionState} props={props} onRetry={() => void vm.retry()} />;
}

export async function loadSectionPage(
  services: ServiceLocator,
  section: SectionConfig,
  description: string,
): Promise<PageData<SectionState>> {
  const vm = createSectionVm({
    loadContentPage: services.get(UseCases.loadContentPage),
    loadTeams: services.get(UseCases.loadTeams),
    loadNewsList: services.get(UseCases.loadNewsList),
    section,
  });
  await vm.load();
  return settledPage(
    vm.state,
    (state) => ({
      title: state.page?.title ?? section.title,
      description: state.page?.summary || description,
      canonicalPath: `/${section.slug}`,
    }),
    (state) => headerStyleFor('content-page', Boolean(state.page?.heroImageKey)),
  );
}
