import type { PackageClass, PackageType, SubscriptionPlan } from './stream-types';

/**
 * Derived fields of a subscription plan option (STREAM-1, STREAM-2). The stream service
 * sends only the title, so the kind of package is read from it: the spec names exactly
 * 'Audio' and 'audio', so other casings (e.g. 'AUDIO') stay Watch on purpose.
 */
export function packageTypeOf(plan: Pick<SubscriptionPlan, 'Title'>): PackageType {
  return plan.Title.includes('Audio') || plan.Title.includes('audio') ? 'Listen' : 'Watch';
}

/** Class follows the package type: a Listen package is audio, a Watch package video. */
export function packageClassOf(plan: Pick<SubscriptionPlan, 'Title'>): PackageClass {
  return packageTypeOf(plan) === 'Listen' ? 'audio' : 'video';
}

/** 'Buy - {amount}', with ' p/m' when the plan is monthly (Duration null). */
export function priceLabel(plan: Pick<SubscriptionPlan, 'AmountFormatted' | 'Duration'>): string {
  return `Buy - ${plan.AmountFormatted}${plan.Duration === null ? ' p/m' : ''}`;
}
