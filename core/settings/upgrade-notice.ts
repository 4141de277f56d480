import { club, texts } from '../config/site-config';
import type { WebSettings } from './web-settings-types';

export type UpgradeNotice = WebSettings['upgradeNotice'];

/** The spec's own notice: '{brand} Live' and 'To access this content you must be subscribed to a {brand} Live package.' */
export const defaultUpgradeNotice: UpgradeNotice = { title: `${club.videoBrand} Live`, text: texts.upgradeNotice };

/** The web settings' upgrade notice, each text falling back to the spec's when unset or blank. */
export function upgradeNoticeOf(notice: UpgradeNotice | null | undefined): UpgradeNotice {
  return {
    title: notice?.title.trim() || defaultUpgradeNotice.title,
    text: notice?.text.trim() || defaultUpgradeNotice.text,
  };
}
