import { act } from '@testing-library/react';
import { ViewModels } from '@ui/shared/services/service-tokens';
import { createMemoryServices } from '@test/support/memory-services';
import { renderWithServices } from '@test/support/render';
import { useAdvertsReenable } from './use-adverts-reenable';

function Probe() {
  useAdvertsReenable();
  return null;
}

describe('useAdvertsReenable', () => {
  it('re-enables adverts 2 s after a route change, not before', () => {
    vi.useFakeTimers();
    const services = createMemoryServices();
    const vm = services.get(ViewModels.interfaceVm);
    vm.dispatch({ type: 'route/changed', headerStyle: 'solid' });
    renderWithServices(<Probe />, { services, route: '/news' });
    act(() => {
      vi.advanceTimersByTime(1_999);
    });
    expect(vm.state.advertisingDisabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(vm.state.advertisingDisabled).toBe(false);
    vi.useRealTimers();
  });
});
