/** The demo accounts each stand-in social provider offers to continue as. */
import type { SsoSocialProvider } from '@protocol/sso/sso-wire';

export const socialAccounts: Readonly<
  Record<SsoSocialProvider, readonly { email: string; firstName: string; lastName: string }[]>
> = {
  facebook: [
    { email: 'sam.supporter@facebook.example', firstName: 'Sam', lastName: 'Supporter' },
    { email: 'alex.terrace@facebook.example', firstName: 'Alex', lastName: 'Terrace' },
  ],
  google: [
    { email: 'jo.goalmouth@gmail.example', firstName: 'Jo', lastName: 'Goalmouth' },
    { email: 'pat.crossbar@gmail.example', firstName: 'Pat', lastName: 'Crossbar' },
  ],
  apple: [{ email: 'chris.kop@privaterelay.apple.example', firstName: 'Chris', lastName: 'Kop' }],
};
