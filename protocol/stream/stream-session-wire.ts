/**
 * The stream service's session state (STREAM-4), shared by the stand-in and the
 * site's HTTP adapter. GET {stream}/session with `Authorization: Bearer <SSO access token>`.
 */
export interface StreamCustomerSession {
  readonly CustomerFirstName: string;
  readonly CustomerLastName: string;
  /** comma-separated entitlement names, '' for none */
  readonly CustomerEntitlements: string;
  readonly CustomerId: string;
}

export interface StreamModelErrors {
  readonly emailaddress: string | null;
  readonly password: string | null;
  readonly Concurrency: string | null;
}

export interface StreamSessionResponse {
  /** null when the bearer token is missing, unknown or expired (the response is then 401) */
  readonly CurrentCustomerSession: StreamCustomerSession | null;
  readonly AuthenticationToken: string | null;
  readonly ModelErrors: StreamModelErrors | null;
}

export const streamPaths = { session: '/session' } as const;
