import type { Services } from '@ui/shared/services/service-tokens';

export type ServiceKey = keyof typeof Services;
