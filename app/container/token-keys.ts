import type { Services } from '@ui/services/service-tokens';

export type ServiceKey = keyof typeof Services;
