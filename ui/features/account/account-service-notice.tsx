import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ViewModels } from '../../shared/services/service-tokens';
import { useService } from '../../shared/services/services-context';
import { useOptionalAccountVm } from './account-context';
import { ServiceTroubleText } from './service-trouble-text';
import type { AccountState } from './account-vm-types';
import styles from './account-service-notice.module.css';

/**
 * Tells the fan, politely, that the account service is not answering: they stay signed
 * in and the site keeps trying by itself, so there is nothing to do. This status region is
 * the one place that announces it (always in the page, so the change is heard); while the
 * account panel covers the page it steps out of sight and the panel says it instead.
 * "Hide" puts it away until the next time the service has trouble.
 */
export function AccountServiceNotice() {
  const vm = useOptionalAccountVm();
  return vm ? <Notice state={vm.state} /> : null;
}
export default AccountServiceNotice;

function Notice({ state }: { readonly state: AccountState }) {
  const { serviceTrouble } = useSnapshot(state);
  const { accountHeaderOpen } = useSnapshot(useService(ViewModels.interfaceVm).state);
  const [hidden, setHidden] = useState(false);
  // a new episode of trouble shows again what the fan hid last time
  if (!serviceTrouble && hidden) setHidden(false);
  const told = serviceTrouble && !hidden;
  const inSight = told && !accountHeaderOpen;
  return (
    <div role="status" className={inSight ? styles.notice : undefined}>
      {told && !inSight ? <ServiceTroubleText className={styles.outOfSight} /> : null}
      {inSight ? (
        <>
          <ServiceTroubleText className={styles.text} />
          <button
            type="button"
            className={styles.hide}
            onClick={() => setHidden(true)}
            aria-label="Hide the account service message"
          >
            Hide
          </button>
        </>
      ) : null}
    </div>
  );
}
