import axe from 'axe-core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SITE_LOCK, saltedPassword, sha256Hex, siteLockSalt } from '@core';
import { renderWithServices } from '@test/support/render';
import SiteLockScreenContainer from './site-lock-screen-container';

const salt = siteLockSalt('http://localhost:8080');
const challenge = { salt, passwordSha256: sha256Hex(saltedPassword(salt, 'up the zenith')) };

describe('SiteLockScreen', () => {
  it('a fan types the password: the access button is enabled only for the right one, and the form posts it to the site', async () => {
    const user = userEvent.setup();
    const { container } = renderWithServices(
      <SiteLockScreenContainer challenge={challenge} returnTo="/news/cup-final?x=1" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'This site is in development' })).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('type', 'password');
    const access = screen.getByRole('button', { name: 'Access' });
    expect(access).toBeDisabled();

    await user.keyboard('up the zen');
    expect(access).toBeDisabled();
    await user.keyboard('ith');
    await waitFor(() => expect(access).toBeEnabled());
    expect(screen.getByRole('status')).toHaveTextContent('Password accepted. Press Access to continue.');
    await user.keyboard('!');
    await waitFor(() => expect(access).toBeDisabled());
    expect(screen.getByRole('status')).toHaveTextContent('');

    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', SITE_LOCK.endpoint);
    expect(new FormData(form).get(SITE_LOCK.returnField)).toBe('/news/cup-final?x=1');
    expect(new FormData(form).get(SITE_LOCK.passwordField)).toBe('up the zenith!');

    const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(r.violations.map((v) => v.id)).toEqual([]);
  });
});
