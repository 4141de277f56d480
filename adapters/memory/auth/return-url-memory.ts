import type { AuthReturnParams, AuthReturnUrl } from '@core';

/** The page address's return parameters, without a browser. */
export function createReturnUrlMemory(initial: Partial<AuthReturnParams> = {}): AuthReturnUrl & { cleaned: boolean; set(p: Partial<AuthReturnParams>): void } {
  let params: AuthReturnParams = { loginSuccess: false, logoutSuccess: false, ...initial };
  const self = {
    cleaned: false,
    read: () => params,
    clean: () => {
      params = { loginSuccess: false, logoutSuccess: false };
      self.cleaned = true;
    },
    set: (p: Partial<AuthReturnParams>) => void (params = { loginSuccess: false, logoutSuccess: false, ...p }),
  };
  return self;
}
