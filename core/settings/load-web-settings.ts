import type { WebSettings } from './web-settings-types';
import type { WebSettingsPort } from '../ports/web-settings.port';
import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import { dateFormats as siteDateFormats } from '../config/site-config';

/** The content service's web settings (social links, cookie banner, date formats...). */
export type LoadWebSettings = () => Promise<Result<WebSettings, ServiceError>>;

export const makeLoadWebSettings = ({ webSettings }: { webSettings: WebSettingsPort }): LoadWebSettings => () => webSettings.get();

export type DateFormats = WebSettings['dateFormats'];

/** The web settings' date formats, or the site's own when the settings are not (yet) there. */
export function dateFormatsOf(settings: Pick<WebSettings, 'dateFormats'> | null | undefined): DateFormats {
  const f = settings?.dateFormats;
  return {
    date: f?.date || siteDateFormats.date,
    matchDate: f?.matchDate || siteDateFormats.matchDate,
  };
}
