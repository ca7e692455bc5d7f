import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Feedback/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCallback: Story = {
  args: { onGoHome: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(
      canvas.getByText("The page you are looking for doesn't exist or an other error occured."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'GO HOME!' }));
    await expect(args.onGoHome).toHaveBeenCalledTimes(1);
  },
};

export const WithLink: Story = {
  args: { homeHref: '/dashboard' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'GO HOME!' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** Inside the signed-in frame: a section named by its heading, not a second main landmark. */
export const InFrame: Story = {
  args: { onGoHome: fn(), inFrame: true },
  decorators: [
    (Story) => (
      <main className="p-4">
        <Story />
      </main>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: 'Page not found' })).toBeVisible();
    await expect(
      canvas.getByText("The page you are looking for doesn't exist or an other error occured."),
    ).toBeVisible();
  },
};
