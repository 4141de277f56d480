import type { ContentPage } from './page-types';
import type { PagesPort } from '../ports/pages.port';
import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';

/** A content page by its full path ('club/policies/privacy'); SERVICE.NOT_FOUND when absent or unpublished. */
export type LoadContentPage = (fullPath: string) => Promise<Result<ContentPage, ServiceError>>;

export const makeLoadContentPage = ({ pages }: { pages: PagesPort }): LoadContentPage => (fullPath) => pages.page(fullPath);
