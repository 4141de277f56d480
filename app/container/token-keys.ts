import type { Services } from '@ui/shared';

export type ServiceKey = keyof typeof Services;
