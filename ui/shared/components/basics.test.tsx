import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { CataloguedError } from './catalogued-error';
import { Heading } from './heading';
import { Icon } from './icon';
import { Loading } from './loading';
import { VisuallyHidden } from './visually-hidden';
import { ActionButton } from './button';

const axeOptions = { rules: { 'color-contrast': { enabled: false } } };

describe('Icon', () => {
  it('is decorative (hidden) without a title', () => {
    const { container } = render(<Icon name="Search" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });
  it('is an image named by its title', () => {
    render(<Icon name="Tickets" title="Tickets" />);
    expect(screen.getByRole('img', { name: 'Tickets' })).toBeInTheDocument();
  });
});

describe('Heading', () => {
  it('uses the tag for the outline level and the size only for looks', () => {
    render(
      <Heading tag="h3" size="h1">
        Fixtures
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Fixtures' })).toBeInTheDocument();
  });
  it('renders a span heading that is not in the outline', () => {
    render(<Heading tag="span">Label</Heading>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Label').tagName).toBe('SPAN');
  });
});

describe('Loading', () => {
  it('announces its label as a status', () => {
    render(<Loading label="Loading news" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading news');
  });
});

describe('VisuallyHidden', () => {
  it('keeps text in the accessibility tree', () => {
    render(
      <button type="button">
        <Icon name="Close" />
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('ActionButton', () => {
  it('is a real button with the variant and icon on the chosen side', async () => {
    const onClick = vi.fn();
    render(
      <ActionButton variant="ghost-dark" icon="Plus" iconAlignment="left" onClick={onClick}>
        Load more
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'ghost-dark');
    expect(button.firstElementChild?.tagName.toLowerCase()).toBe('svg');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
  it('defaults to primary-light with the icon on the right', () => {
    render(<ActionButton icon="Plus">More</ActionButton>);
    const button = screen.getByRole('button', { name: 'More' });
    expect(button).toHaveAttribute('data-variant', 'primary-light');
    expect(button.lastElementChild?.tagName.toLowerCase()).toBe('svg');
  });
});

describe('CataloguedError', () => {
  it('shows the catalogued title and message as an alert, and retries', async () => {
    const onRetry = vi.fn();
    const { container } = render(<CataloguedError error={{ code: 'STREAM.CONNECTION_FAILED' }} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There was a problem connecting to the video service');
    expect(alert).toHaveTextContent('Please try again in a few minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect((await axe.run(container, axeOptions)).violations).toEqual([]);
  });
  it('falls back to the generic message for an unknown code, with no retry button', () => {
    render(<CataloguedError error={{ code: 'NOPE' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This content could not be loaded. Please try again in a few minutes.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
