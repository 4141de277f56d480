import { iconNames, type IconName } from '../config/site-config';
import type { ButtonData, ButtonType, IconAlignment } from '../pages/page-types';
import { isInternalLink } from '../routing/link-kind';

/**
 * A button from the content service, with the spec's defaults applied (BUTTON-2, BUTTON-3):
 * type 'primary-light', icon on the 'right', an icon outside the fixed list dropped
 * (matched case-insensitively, since editors type 'externalLink' as often as
 * 'ExternalLink'), and whether its link is internal. Content is data from a feed, so a
 * type or alignment outside the lists falls back to the default instead of leaking a
 * bad class name into the UI.
 */
export interface ResolvedButton {
  readonly type: ButtonType;
  readonly link: string;
  readonly text: string;
  readonly newTab: boolean;
  readonly inline: boolean;
  readonly small: boolean;
  readonly icon?: IconName;
  readonly iconAlignment: IconAlignment;
  readonly image?: string;
  readonly internal: boolean;
}

export const buttonTypes: readonly ButtonType[] = [
  'primary-dark',
  'primary-light',
  'ghost-dark',
  'ghost-light',
  'label-dark',
  'label-light',
];
export const DEFAULT_BUTTON_TYPE: ButtonType = 'primary-light';
export const DEFAULT_ICON_ALIGNMENT: IconAlignment = 'right';

const iconsByLowerName = new Map<string, IconName>(iconNames.map((n) => [n.toLowerCase(), n]));

export function resolveIconName(name: string | undefined): IconName | undefined {
  return typeof name === 'string' ? iconsByLowerName.get(name.trim().toLowerCase()) : undefined;
}

export function resolveButton(b: ButtonData): ResolvedButton {
  const link = typeof b.link === 'string' ? b.link : '';
  const icon = resolveIconName(b.icon);
  return {
    type: b.type !== undefined && buttonTypes.includes(b.type) ? b.type : DEFAULT_BUTTON_TYPE,
    link,
    text: typeof b.text === 'string' ? b.text : '',
    newTab: b.newTab === true,
    inline: b.inline === true,
    small: b.small === true,
    ...(icon ? { icon } : {}),
    iconAlignment: b.iconAlignment === 'left' ? 'left' : DEFAULT_ICON_ALIGNMENT,
    ...(b.image ? { image: b.image } : {}),
    internal: isInternalLink(link),
  };
}
