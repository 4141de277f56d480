import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewModels } from '../../../shared/services/service-tokens';
import { expectNoAxeViolations } from '../../../shared/testing/render-page';
import { renderVideoPage } from '../testing/render-video-page';
import { catalogueConfig, catalogueMemory, HOSTILE_FAQ_HEADING, HOSTILE_FAQ_MARKER } from '../testing/catalogue-memory';
import VideoFaqsPage from './video-faqs-page';

const paths = ['/videos/faqs'];

describe('video FAQ page', () => {
  it('groups questions as disclosures that open with the keyboard and show sanitised answers', async () => {
    const user = userEvent.setup();
    const { container, services } = renderVideoPage(<VideoFaqsPage />, { route: '/videos/faqs', paths });
    expect(screen.getByRole('heading', { level: 1, name: 'UZTV FAQs' })).toBeInTheDocument();
    const [first, ...others] = catalogueConfig.faqs.map((group) => group.title);
    expect(await screen.findByRole('heading', { level: 2, name: first })).toBeInTheDocument();
    for (const title of others) expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();

    // the seed's hostile answer: an image whose onerror would set a marker on window
    const question = screen.getByRole('button', { name: HOSTILE_FAQ_HEADING });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer).not.toBeVisible();
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(within(answer).getByText('Refresh my access')).toBeInTheDocument();
    expect(answer.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as Record<string, unknown>)[HOSTILE_FAQ_MARKER]).toBeUndefined();
    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');

    expect(screen.getByRole('link', { name: 'UZTV support' })).toHaveAttribute('href', catalogueConfig.support.href);
    expect(document.title).toBe('UZTV FAQs | UZFC');
    expect(services.get(ViewModels.interfaceVm).state.headerStyle).toBe('solid');
    await user.click(screen.getByRole('button', { name: catalogueConfig.faqs[0]!.questions[0]!.heading }));
    await expectNoAxeViolations(container);
  });

  it('a failure shows the catalogued error with a retry', async () => {
    const user = userEvent.setup();
    const video = catalogueMemory();
    video.failWith('SERVICE.UNAVAILABLE');
    const { container } = renderVideoPage(<VideoFaqsPage />, { route: '/videos/faqs', paths, video });
    const alert = await screen.findByRole('alert');
    await expectNoAxeViolations(container);
    video.failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: catalogueConfig.faqs[0]!.title })).toBeInTheDocument();
  });

  it('says so when there are no questions', async () => {
    renderVideoPage(<VideoFaqsPage />, {
      route: '/videos/faqs',
      paths,
      video: catalogueMemory({ config: { ...catalogueConfig, faqs: [] } }),
    });
    expect(await screen.findByText('There are no questions here yet.')).toBeInTheDocument();
  });
});
