import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import type { WebSettings } from '../settings/web-settings-types';

export interface WebSettingsPort {
  get(): Promise<Result<WebSettings, ServiceError>>;
}
