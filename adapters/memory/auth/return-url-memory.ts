import type { AuthReturnParams, AuthReturnUrl } from '@core';

const none: AuthReturnParams = { loginSuccess: false, logoutSuccess: false, signInFailed: false };

/** The page's return parameters, without a browser. */
export function createReturnUrlMemory(
  initial: Partial<AuthReturnParams> = {},
): AuthReturnUrl & { cleaned: boolean; set(p: Partial<AuthReturnParams>): void } {
  let params: AuthReturnParams = { ...none, ...initial };
  const self = {
    cleaned: false,
    read: () => params,
    clean: () => {
      params = none;
      self.cleaned = true;
    },
    set: (p: Partial<AuthReturnParams>) => void (params = { ...none, ...p }),
  };
  return self;
}
