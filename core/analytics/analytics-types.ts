/** Analytics event (ANALYTICS-1). Never carries a token. */
export interface AnalyticsEvent {
  readonly action: string;
  readonly advertID?: string;
  readonly advertName?: string;
  readonly advertRef?: string;
  readonly campaignRef?: string;
  readonly sessionID: number;
  readonly ssoID: string;
  /** epoch ms */
  readonly timestamp: number;
  readonly url: string;
  readonly userAllowTracking: boolean;
}

/** What the sender adds before the event leaves the site. */
export interface EnrichedAnalyticsEvent extends AnalyticsEvent {
  readonly channel: 'web';
  readonly domain: string;
  /** random 1..1,000,000 */
  readonly logID: number;
  readonly screensize: string;
  readonly ssoVendor: string;
  readonly userAgent: string;
}
