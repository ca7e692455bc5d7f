import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApplicationMessageId, defaultApplicationMessages } from '@portal/domain';
import { buildCandidateProfile } from '@portal/domain/fixtures';
import { ProfileImage } from './profile-image';

const profile = buildCandidateProfile();
// An inline image: stories never load network URLs.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#64748b"/><circle cx="32" cy="24" r="12" fill="#e2e8f0"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#e2e8f0"/></svg>',
  );
const fileSizeError = defaultApplicationMessages.find(
  (message) => message.id === ApplicationMessageId.fileSizeError,
)?.message;

const meta = {
  title: 'Profile/ProfileImage',
  component: ProfileImage,
  tags: ['autodocs'],
  args: { fullName: profile.FullName, imageUrl: profile.ProfileImage, onSelectFile: fn() },
} satisfies Meta<typeof ProfileImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoImage: Story = {
  play: async ({ canvasElement, args }) => {
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(within(canvasElement).getByLabelText('Upload photo'), file);
    await expect(args.onSelectFile).toHaveBeenCalledWith(file);
  },
};
export const WithImage: Story = { args: { imageUrl: photo } };
export const Uploading: Story = { args: { imageUrl: photo, uploadProgress: 45 } };
export const UploadError: Story = { args: { errorMessage: fileSizeError } };
export const ReadOnly: Story = { args: { imageUrl: photo, onSelectFile: undefined, size: 'md' } };
