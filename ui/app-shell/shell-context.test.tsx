import { screen } from '@testing-library/react';
import { renderWithServices } from '@test/support/render';
import { FormattedDate } from '../shared/components/dates';
import { withWebSettings } from '../shared/testing/service-controls';
import { ShellFrame } from './testing/shell-frame';

describe("the shell's web settings: date formats", () => {
  it("every date below the shell follows the settings' formats once they load", async () => {
    const services = withWebSettings({ dateFormats: { date: 'DD/MM/YYYY', matchDate: 'dddd D MMMM' } });
    renderWithServices(
      <ShellFrame>
        <FormattedDate iso="2025-08-30T14:00:00Z" />
        <FormattedDate iso="2025-08-30T14:00:00Z" format="matchDate" />
      </ShellFrame>,
      { services },
    );
    expect(await screen.findByText('30/08/2025')).toHaveAttribute('dateTime', '2025-08-30T14:00:00Z');
    expect(screen.getByText('Saturday 30 August')).toBeInTheDocument();
  });

  it("the site's own formats until then, and when the settings set none", async () => {
    const services = withWebSettings({ dateFormats: { date: '', matchDate: '' } });
    renderWithServices(
      <ShellFrame>
        <FormattedDate iso="2025-08-30T14:00:00Z" />
      </ShellFrame>,
      { services },
    );
    expect(screen.getByText('30 Aug 2025')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.getByText('30 Aug 2025')).toBeInTheDocument();
  });
});
