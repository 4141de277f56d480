import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { site, type VideoFaqQuestion, CAN_I_WATCH_PATH } from '@core';
import { AppLink } from '../../../shared/components/app-link';
import { CataloguedError } from '../../../shared/components/catalogued-error';
import { Icon } from '../../../shared/components/icon';
import { Loading } from '../../../shared/components/loading';
import { SafeHtml } from '../../../shared/components/safe-html';
import { NotFoundPage } from '../../../app-shell/error/error-page';
import pageStyles from '../../../shared/components/page.module.css';
import { useVideoConfigVm } from './use-video-config-vm';
import { VideoPageLayout } from './video-page-layout';
import styles from './videos.module.css';

/**
 * /videos/faqs (feed 3): the FAQ groups of the video configuration. Each question is a
 * disclosure (a button with aria-expanded controlling its answer); answers are the
 * service's HTML, sanitised by SafeHtml. The support contact closes the page.
 */
export default function VideoFaqsPage() {
  const vm = useVideoConfigVm();
  const { status, config } = useSnapshot(vm.state);
  if (status.kind === 'not-found') return <NotFoundPage />;
  const brand = config?.brand ?? site.club.videoBrand;
  return (
    <VideoPageLayout title={`${brand} FAQs`} pageType="faqs">
      <p className={pageStyles.status}>
        Not sure your set-up will play the match?{' '}
        <AppLink href={CAN_I_WATCH_PATH}>Can I watch? Check your account, location, devices and connection</AppLink>
      </p>
      {status.kind === 'loading' && !config ? (
        <div className={pageStyles.status}>
          <Loading label="Loading the questions" />
        </div>
      ) : null}
      {status.kind === 'error' ? (
        <div className={pageStyles.status}>
          <CataloguedError error={status} onRetry={() => void vm.retry()} />
        </div>
      ) : null}
      {config && config.faqs.length === 0 ? (
        <p className={pageStyles.status}>There are no questions here yet.</p>
      ) : null}
      {config?.faqs.map((group, g) => (
        <section key={`${g}-${group.title}`} className={styles.faqGroup} aria-labelledby={`faq-group-${g}`}>
          <h2 id={`faq-group-${g}`} className={pageStyles.sectionTitle}>
            {group.title}
          </h2>
          <ul className={styles.faqList}>
            {group.questions.map((q, i) => (
              <li key={`${i}-${q.heading}`}>
                <FaqQuestion question={q} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {config ? (
        <p className={styles.support}>
          Still need help? Contact <AppLink href={config.support.href}>{config.support.label}</AppLink>.
        </p>
      ) : null}
    </VideoPageLayout>
  );
}

function FaqQuestion({ question }: { readonly question: VideoFaqQuestion }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.faq}>
      <h3 className={styles.faqHeading}>
        <button
          type="button"
          className={styles.faqButton}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          id={`${id}-question`}
          onClick={() => setOpen(!open)}
        >
          <span>{question.heading}</span>
          <Icon name="ChevronDown" className={styles.faqChevron} />
        </button>
      </h3>
      {/* hidden rather than unmounted, so aria-controls always points at an element */}
      <div
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-question`}
        hidden={!open}
        className={styles.faqAnswer}
      >
        <SafeHtml html={question.bodyHtml} />
      </div>
    </div>
  );
}
