import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildHowYouKnowQuestion } from '@portal/domain/fixtures';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HowYouKnowQuestion } from './how-you-know-question';

const question = buildHowYouKnowQuestion();

const meta = {
  title: 'Account/HowYouKnowQuestion',
  component: HowYouKnowQuestion,
  args: { open: true, question, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof HowYouKnowQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

function dialogOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'How did you hear about us?',
  });
}

/** The question and its options; choosing one and saving sends the answer without detail. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: 'YouTube' }));
    await expect(dialog.queryByLabelText('Please tell us more')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ QuestionId: 1, OptionId: 3, Detail: null });
  },
};

/** Save with nothing chosen: the choice is asked for, nothing is sent. */
export const NothingChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Choose one answer.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** "Other" asks for detail: saving it empty says so; with detail the answer carries it. */
export const OtherWithDetail: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: 'Other' }));
    const detail = dialog.getByLabelText('Please tell us more');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Tell us a little more.')).toBeVisible();
    await expect(detail).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(detail, '  A poster at my college ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      QuestionId: 1,
      OptionId: 6,
      Detail: 'A poster at my college',
    });
  },
};

/** Saving: the answer is locked and the button says so. */
export const Saving: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: 'YouTube' })).toBeDisabled();
  },
};

/** The save call failed: its message is announced inside the dialog. */
export const SaveFailed: Story = {
  args: { errorMessage: 'Something went wrong. Please try later.' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try later.',
    );
  },
};

/** Not now closes the dialog (the app hides it until the next sign-in). */
export const NotNow: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Not now' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
