import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import type { ContentPage, PageNode, SiteMenus } from '../pages/page-types';

export interface PagesPort {
  /** fullPath without leading slash, e.g. 'club/policies/privacy'. SERVICE.NOT_FOUND when absent or unpublished */
  page(fullPath: string): Promise<Result<ContentPage, ServiceError>>;
  tree(): Promise<Result<readonly PageNode[], ServiceError>>;
  menus(): Promise<Result<SiteMenus, ServiceError>>;
}
