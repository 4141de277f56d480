import type { Result } from '../shared/result';
import type { ServiceError } from '../shared/service-error';
import type { WebSettings } from '../content/web-settings';

export interface WebSettingsPort {
  get(): Promise<Result<WebSettings, ServiceError>>;
}
