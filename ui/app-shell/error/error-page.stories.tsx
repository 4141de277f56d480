import type { Meta, StoryObj } from '@storybook/react-vite';
import { texts } from '@core/config/site-config';
import { cataloguedSentence, errorCatalogue } from '@core/shared/error-catalogue';
import { StoryFrame } from '../../shared/testing/story-frame';
import { ResponsiveImage } from '../../shared/components/responsive-image';
import { ErrorPageView } from './error-page';
import styles from './error-page.module.css';

/** The 404 and 500 pages with the web settings' picture, and the box it keeps while it loads. */
const meta: Meta<typeof ErrorPageView> = {
  title: 'Shell/Error page',
  component: ErrorPageView,
  decorators: [
    (Story) => (
      <StoryFrame>
        <Story />
      </StoryFrame>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ErrorPageView>;

const picture = (
  <div className={styles.image}>
    <ResponsiveImage imageKey="site/empty-stand" alt="" width={720} height={300} />
  </div>
);

export const NotFoundWithPicture: Story = { args: { status: 404, message: texts.notFound, image: picture } };
export const ServerErrorWithPicture: Story = { args: { status: 500, image: picture } };
/** the settings are on their way: the picture's box is already there */
export const PictureLoading: Story = {
  args: { status: 404, message: texts.notFound, image: <div className={styles.image} /> },
};
export const WithoutPicture: Story = { args: { status: 404, message: texts.notFound } };
/** a 404 whose route knows why: a stream address no service knows (the catalogued reason) */
export const NotFoundWithCataloguedReason: Story = {
  args: {
    status: 404,
    message: cataloguedSentence(errorCatalogue['STREAM.UNKNOWN_ENTRY']),
  },
};
