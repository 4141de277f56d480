/** what the device says about showing the site's system notifications */
export type NotifyPermission = 'default' | 'granted' | 'denied' | 'unsupported';

export interface SystemNotice {
  readonly title: string;
  readonly body: string;
  /** a notice with the same tag replaces the one before it: one per match, never two states side by side */
  readonly tag: string;
}

/** The device's system notifications (site: the Notification API) and whether the site's tab is hidden. */
export interface SystemNotifier {
  permission(): NotifyPermission;
  /** asks the device (the browser shows its prompt; call only from the fan's own press) */
  request(): Promise<NotifyPermission>;
  /** the site is not on screen (another tab, the browser minimised) */
  pageHidden(): boolean;
  notify(notice: SystemNotice): void;
}
