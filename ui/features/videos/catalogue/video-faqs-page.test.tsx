import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Services } from '../../../shared/services/service-tokens';
import { expectNoAxeViolations } from '../../../shared/testing/render-page';
import { renderVideoPage } from '../testing/render-video-page';
import { fixedVideoPort, fixtureVideoConfig } from '../testing/video-fixtures';
import VideoFaqsPage from './video-faqs-page';

const paths = ['/videos/faqs'];

describe('video FAQ page', () => {
  it('groups questions as disclosures that open with the keyboard and show sanitised answers', async () => {
    const user = userEvent.setup();
    const { container, services } = renderVideoPage(<VideoFaqsPage />, { route: '/videos/faqs', paths });
    expect(screen.getByRole('heading', { level: 1, name: 'UZTV FAQs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Watching live' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Devices' })).toBeInTheDocument();

    const question = screen.getByRole('button', { name: 'What connection do I need?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(answer).not.toBeVisible();
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(within(answer).getByText('4 Mbps')).toBeInTheDocument();
    expect(answer.querySelector('script')).toBeNull();
    expect(answer.querySelector('[onerror]')).toBeNull();
    expect(answer.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __faqHacked?: boolean }).__faqHacked).toBeUndefined();
    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');

    expect(screen.getByRole('link', { name: 'UZTV support' })).toHaveAttribute('href', fixtureVideoConfig.support.href);
    expect(document.title).toBe('UZTV FAQs | UZFC');
    expect(services.get(Services.interfaceVm).state.headerStyle).toBe('solid');
    await user.click(screen.getByRole('button', { name: 'Where can I watch live video?' }));
    await expectNoAxeViolations(container);
  });

  it('a failure shows the catalogued error with a retry', async () => {
    const user = userEvent.setup();
    const video = fixedVideoPort();
    video.failWith('SERVICE.UNAVAILABLE');
    const { container } = renderVideoPage(<VideoFaqsPage />, { route: '/videos/faqs', paths, video });
    const alert = await screen.findByRole('alert');
    await expectNoAxeViolations(container);
    video.failWith(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Devices' })).toBeInTheDocument();
  });

  it('says so when there are no questions', async () => {
    renderVideoPage(<VideoFaqsPage />, { route: '/videos/faqs', paths, video: fixedVideoPort(undefined, { ...fixtureVideoConfig, faqs: [] }) });
    expect(await screen.findByText('There are no questions here yet.')).toBeInTheDocument();
  });
});
