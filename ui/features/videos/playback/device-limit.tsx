import { useService } from '../../../shared/services/services-context';
import { UseCases } from '../../../shared/services/use-case-tokens';
import { useViewModel } from '../../../shared/view-models/use-view-model';
import { DeviceSlots } from './device-slots';
import { createDeviceSlotsVm } from './device-slots-vm';

/**
 * The device-limit message's list: the other devices playing on the account,
 * each with "Stop playing there"; a freed slot starts playback here at once (`onStopped`).
 */
export function DeviceLimit({ onStopped }: { readonly onStopped: () => void }) {
  const loadDeviceSlots = useService(UseCases.loadDeviceSlots);
  const stopPlaybackDevice = useService(UseCases.stopPlaybackDevice);
  const vm = useViewModel(() => createDeviceSlotsVm({ loadDeviceSlots, stopPlaybackDevice }));
  return <DeviceSlots vm={vm} onStopped={onStopped} />;
}
