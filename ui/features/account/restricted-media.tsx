import { site } from '@core';
import { ActionButton } from '../../shared/components/button';
import { ViewModels } from '../../shared/services/service-tokens';
import { useService } from '../../shared/services/services-context';
import styles from './restricted-media.module.css';

export interface RestrictedMediaProps {
  /** shown at the top of the account panel; defaults to the notice itself */
  readonly promptMessage?: string;
}

/**
 * What a guest sees in place of a video (ACCESS-1). The button opens the login
 * prompt, which opens the account panel; closing the panel returns focus here.
 */
export function RestrictedMedia({ promptMessage = site.texts.restrictedMedia }: RestrictedMediaProps) {
  const interfaceVm = useService(ViewModels.interfaceVm);
  return (
    <div className={styles.restricted}>
      <p className={styles.text}>{site.texts.restrictedMedia}</p>
      <ActionButton
        variant="primary-light"
        icon="SignIn"
        onClick={() => interfaceVm.dispatch({ type: 'loginPrompt/open', message: promptMessage })}
      >
        {site.texts.restrictedMediaButton}
      </ActionButton>
    </div>
  );
}
