import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { buildNote } from '@portal/domain/fixtures';
import { NoteEditorDialog } from './note-editor-dialog';

const note = buildNote({}, 0);

const meta = {
  title: 'Courses/NoteEditorDialog',
  component: NoteEditorDialog,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), contentTitle: note.ContentTitle },
} satisfies Meta<typeof NoteEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new note on a reading: an empty note is refused with the field's message. */
export const NewOnReading: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a note' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save note' }));
    await expect(dialog.getByText('Note is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(
      dialog.getByLabelText(/^Note/),
      '  Magnification = image size ÷ actual size.  ',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save note' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Magnification = image size ÷ actual size.');
  },
};

/** A new note on a video names the second it is taken at. */
export const NewOnVideo: Story = {
  args: { contentTitle: 'Cell theory and the microscope', videoTimeSeconds: 135 },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a note' }));
    await expect(dialog.getByText(/at 00:02:15 of the video/)).toBeVisible();
  },
};

/** Editing starts from the saved note. */
export const Edit: Story = {
  args: { initialNote: note.Note },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit note' }));
    await expect(dialog.getByLabelText(/^Note/)).toHaveValue(note.Note);
  },
};

export const Saving: Story = { args: { initialNote: note.Note, pending: true } };

export const WithError: Story = {
  args: { errorMessage: 'Something went wrong. Please try later.' },
};
