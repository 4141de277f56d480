import type { WebSettings } from './web-settings-types';
import type { WebSettingsPort } from '../ports/web-settings.port';
import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import { dateFormats as siteDateFormats } from '../config/site-config';

/** The content service's web settings (social links, cookie banner, date formats...). */
export type LoadWebSettings = () => Promise<Result<WebSettings, ServiceError>>;

/**
 * Callers that ask while an answer is on its way share it: the shell, the cookie notice and a
 * page's own loader (the article's default author) all ask as a page starts, on the server and
 * in the browser. Nothing is kept after the answer, so a later ask (a retry after a failure, a
 * new page) goes to the service again.
 */
export const makeLoadWebSettings = ({ webSettings }: { webSettings: WebSettingsPort }): LoadWebSettings => {
  let pending: ReturnType<LoadWebSettings> | undefined;
  return () =>
    (pending ??= webSettings.get().finally(() => {
      pending = undefined;
    }));
};

export type DateFormats = WebSettings['dateFormats'];

/** The web settings' date formats, or the site's own when the settings are not (yet) there. */
export function dateFormatsOf(settings: Pick<WebSettings, 'dateFormats'> | null | undefined): DateFormats {
  const f = settings?.dateFormats;
  return {
    date: f?.date || siteDateFormats.date,
    matchDate: f?.matchDate || siteDateFormats.matchDate,
  };
}
