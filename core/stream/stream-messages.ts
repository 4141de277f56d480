import { club } from '../config/site-config';
import { describeError, type CataloguedMessage } from '../shared/error-catalogue';
import type { StreamRuleCode } from './stream-types';

/**
 * Texts for the codes this folder adds. The spec asks for "its own clear message" for the
 * geo and device rules but gives no wording, so they are written here, catalogue-style,
 * until the shared error catalogue takes them over. Every other code's text comes from
 * core/shared/error-catalogue.ts, quoted from the spec.
 */
export const streamMessages = {
  'STREAM.GEO_BLOCKED': {
    title: `${club.videoBrand} Live is not available in your country`,
    message: 'Live video is not available in your country. Live audio commentary is available with an audio subscription.',
  },
  'STREAM.CONCURRENCY_LIMIT': {
    title: 'Too many devices',
    message: 'Your account is already streaming on the maximum number of devices. Stop playback on another device and try again.',
  },
} as const satisfies Record<StreamRuleCode, CataloguedMessage>;

const isStreamRuleCode = (code: string): code is StreamRuleCode => Object.hasOwn(streamMessages, code);

/**
 * The message for a refused stream or audio decision. AUDIO.PROBLEM keeps the
 * catalogued text exactly and adds the status the stream service sent, as the spec asks
 * ("with the status shown"), so support can tell the cases apart.
 */
export function describeStreamAccess(refusal: { readonly code: string; readonly status?: number }): CataloguedMessage {
  if (isStreamRuleCode(refusal.code)) return streamMessages[refusal.code];
  const catalogued = describeError(refusal);
  if (refusal.code === 'AUDIO.PROBLEM' && refusal.status !== undefined) {
    return { ...catalogued, message: `${catalogued.message} (status ${refusal.status})` };
  }
  return catalogued;
}
