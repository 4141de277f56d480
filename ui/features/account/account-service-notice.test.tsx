import axe from 'axe-core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryServices } from '@test/support/memory-services';
import { renderWithServices } from '@test/support/render';
import { ViewModels } from '../../shared/services/service-tokens';
import { AccountServiceNotice } from './account-service-notice';
import AccountPanelContainer from './account-panel-container';
import { createSignedInFakeAccountVm } from './testing/fake-account-vm';
import { FakeAccountFrame } from './testing/fake-account-frame';

const TEXT = 'The account service is having trouble';

function setup() {
  const services = createMemoryServices();
  const ui = services.get(ViewModels.interfaceVm);
  const vm = createSignedInFakeAccountVm();
  const view = renderWithServices(
    <FakeAccountFrame vm={vm}>
      <AccountPanelContainer />
      <AccountServiceNotice />
    </FakeAccountFrame>,
    { services },
  );
  return { ...view, vm, ui, user: userEvent.setup() };
}

describe('AccountServiceNotice', () => {
  it('is an empty polite status until the account service has trouble, then says so without axe violations', async () => {
    const { vm, container } = setup();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await act(async () => {
      vm.state.serviceTrouble = true;
    });
    expect(status).toHaveTextContent(TEXT);
    expect(status).toHaveTextContent('You are still signed in. We will keep trying to reconnect.');
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
    await act(async () => {
      vm.state.serviceTrouble = false;
    });
    expect(status).toBeEmptyDOMElement();
  });

  it('Hide puts it away until the next time the service has trouble', async () => {
    const { vm, user } = setup();
    await act(async () => {
      vm.state.serviceTrouble = true;
    });
    await user.click(screen.getByRole('button', { name: 'Hide the account service message' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(async () => {
      vm.state.serviceTrouble = false;
    });
    await act(async () => {
      vm.state.serviceTrouble = true;
    });
    expect(screen.getByRole('status')).toHaveTextContent(TEXT);
  });

  it("while the account panel is open the panel says it, and the page's status steps out of sight (one announcement)", async () => {
    const { vm, ui } = setup();
    await act(async () => {
      vm.state.serviceTrouble = true;
    });
    await act(async () => {
      ui.dispatch({ type: 'account/open' });
    });
    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(dialog).toHaveTextContent(TEXT);
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    const statuses = screen.getAllByRole('status');
    expect(statuses).toHaveLength(1);
    expect(statuses[0]).toHaveTextContent(TEXT);
    expect(within(statuses[0]!).queryByRole('button')).not.toBeInTheDocument();
  });
});
