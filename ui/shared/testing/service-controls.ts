import {
  Ports,
  ok,
  type NewsArticle,
  type NewsPort,
  type NewsSummary,
  type PagesPort,
  type ServiceError,
  type TeamPort,
  type WebSettings,
  type WebSettingsPort,
} from '@core';
import { createMemoryServices } from '@test/support/memory-services';
import { type ServiceLocator } from '../services/service-tokens';

/**
 * Test and story helpers over createMemoryServices, so a page's test never imports an
 * adapter: the in-memory ports it binds can be told to fail (`failWith`), and the
 * demo news is read back through the port itself.
 */
export interface Controllable {
  failWith(code: ServiceError['code'] | undefined): void;
}

export function control(port: unknown): Controllable {
  const c = port as Partial<Controllable>;
  if (typeof c.failWith !== 'function') throw new Error('this service cannot be told to fail');
  return c as Controllable;
}

/** Memory services whose news, pages and teams fail with `code` until healed with failWith(undefined). */
export function failingServices(
  code: ServiceError['code'] = 'SERVICE.UNAVAILABLE',
): ServiceLocator & { news: Controllable; pages: Controllable; teams: Controllable } {
  const services = createMemoryServices();
  const news = control(services.get(Ports.news));
  const pages = control(services.get(Ports.pages));
  const teams = control(services.get(Ports.teams));
  news.failWith(code);
  pages.failWith(code);
  teams.failWith(code);
  return Object.assign(services, { news, pages, teams });
}

const never = <T>() => new Promise<T>(() => {});

/** Memory services whose news and pages never answer: the loading state, held. */
export function neverAnsweringServices(): ServiceLocator {
  const news: NewsPort = { list: never, article: never, categories: never };
  const pages: PagesPort = { page: never, tree: never, menus: never };
  const teams: TeamPort = { teams: never, squad: never, player: never, loans: never };
  return createMemoryServices({ news, pages, teams });
}

/** Every demo article summary, newest first, as the news port lists them. */
export async function allNews(): Promise<NewsSummary[]> {
  const listed = await createMemoryServices().get(Ports.news).list({ page: 1, pageSize: 1000 });
  return listed.ok ? [...listed.value.items] : [];
}

export async function newsArticle(slug: string): Promise<NewsArticle> {
  const found = await createMemoryServices().get(Ports.news).article(slug);
  if (!found.ok) throw new Error(`no demo article ${slug}`);
  return found.value;
}

/** The demo article whose body carries hostile HTML (the sanitiser must neutralise it). */
export async function hostileArticleSlug(): Promise<string> {
  const news = createMemoryServices().get(Ports.news);
  for (const s of await allNews()) {
    const a = await news.article(s.slug);
    if (a.ok && /<script|onerror=|javascript:/i.test(a.value.bodyHtml)) return s.slug;
  }
  throw new Error('no hostile demo article');
}

/**
 * Memory services whose web settings are the seeded ones with `patch` over them (the club's
 * own wording, formats or toggles), plus any other `overrides`.
 */
export function withWebSettings(
  patch: Partial<WebSettings>,
  overrides: Parameters<typeof createMemoryServices>[0] = {},
): ServiceLocator {
  const seeded = createMemoryServices().get(Ports.webSettings);
  const webSettings: WebSettingsPort = {
    get: async () => {
      const r = await seeded.get();
      return r.ok ? ok({ ...r.value, ...patch }) : r;
    },
  };
  return createMemoryServices({ ...overrides, webSettings });
}
