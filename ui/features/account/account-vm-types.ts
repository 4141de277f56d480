/**
 * The account view model's contract. The accounts UI (panel, login prompt, profile
 * button, restricted-media notice) reads `state` through useSnapshot and calls the
 * actions; the implementation (account-vm.ts) closes over the core's auth use cases.
 */
export type SocialProvider = 'facebook' | 'google' | 'apple';

export interface AccountUser {
  readonly displayName: string;
  readonly ssoID: string;
  readonly forename: string;
  readonly surname: string;
  /** image-library key or '' for the default avatar */
  readonly profileImageKey: string;
}

export interface AccountState {
  /** 'restoring' only during the first check on load */
  status: 'restoring' | 'signed-out' | 'signing-in' | 'signed-in';
  user: AccountUser | null;
  entitlements: string[];
  /** random 1..1,000,000 per page load, for analytics */
  sessionID: number;
  /** code of the last sign-in failure (core error catalogue), shown in the panel's error area */
  errorCode: string | null;
  /** the sign-in service's own words for that failure, shown instead of the catalogue's (ACCOUNT-4) */
  errorMessage: string | null;
  /**
   * the account service is not answering: the fan stays signed in (or is still being
   * checked), is told (catalogue 'AUTH.UNAVAILABLE') and the site keeps trying by itself
   */
  serviceTrouble: boolean;
}

export interface AccountLinks {
  readonly login: string;
  readonly register: string;
  readonly forgotPassword: string;
  readonly manageAccount: string;
  /** absent when not configured: the panel then hides 'View Subscriptions' */
  readonly subscriptions?: string;
  readonly social: Readonly<Record<SocialProvider, string>>;
  /** where the panel's login form posts (the portal), with the hidden redirect_uri */
  readonly loginFormAction: string;
  readonly redirectUri: string;
  /** further hidden fields the portal reads from the login form (a refusal then comes back to the panel) */
  readonly loginFormFields?: Readonly<Record<string, string>>;
}

export interface AccountVm {
  readonly state: AccountState;
  readonly links: AccountLinks;
  /** restore the session, follow other tabs, keep tokens fresh; returns dispose */
  start(): () => void;
  /** Log Out: clears the session, shows 'Logged Out', closes the panel after 600 ms */
  logout(): Promise<void>;
  /** re-check the stream entitlements (after a purchase) */
  refreshEntitlements(): Promise<void>;
  /**
   * the return address the panel's form gives the portal, carrying a one-time state the site
   * server issued to this browser (a return without it is refused); null when the site could
   * not start the sign-in (the form then says so instead of posting)
   */
  prepareSignIn(): Promise<string | null>;
}
