import { useSnapshot } from 'valtio';
import { ViewModels } from '../../shared/services/service-tokens';
import { useService } from '../../shared/services/services-context';
import { ErrorBanner } from './error-banner';
import { SuccessToast } from './success-toast';

/**
 * The success toast and the error banner from interface state. Each is keyed by its
 * text, so a new message restarts its timer instead of inheriting the old one.
 */
export default function NotificationsContainer() {
  const vm = useService(ViewModels.interfaceVm);
  const { accountNotification, errorNotification } = useSnapshot(vm.state);
  return (
    <>
      {errorNotification.display ? (
        <ErrorBanner
          key={`${errorNotification.title}\u0000${errorNotification.message}`}
          title={errorNotification.title}
          message={errorNotification.message}
          onClear={() => vm.dispatch({ type: 'errorNotification/clear' })}
        />
      ) : null}
      {accountNotification.display ? (
        <SuccessToast
          key={accountNotification.message}
          message={accountNotification.message}
          onClose={() => vm.dispatch({ type: 'accountNotification/close' })}
        />
      ) : null}
    </>
  );
}
