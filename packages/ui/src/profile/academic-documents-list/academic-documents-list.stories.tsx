import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApplicationMessageId, defaultApplicationMessages } from '@portal/domain';
import { buildAcademicDocument } from '@portal/domain/fixtures';
import { AcademicDocumentsList } from './academic-documents-list';

const documents = [
  buildAcademicDocument(),
  buildAcademicDocument({
    CandidateAcademicId: 2,
    Title: 'Intermediate certificate',
    FileName: 'fsc-certificate.pdf',
    FileUrl: '/files/education-certificate/demo/fsc-certificate.pdf',
  }),
];
const fileFormatError = defaultApplicationMessages.find(
  (message) => message.id === ApplicationMessageId.fileFormatError,
)?.message;

const meta = {
  title: 'Profile/AcademicDocumentsList',
  component: AcademicDocumentsList,
  tags: ['autodocs'],
  args: { documents, onAdd: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AcademicDocumentsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Remove Matric certificate' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(documents[0]);
  },
};
export const Uploading: Story = {
  args: { upload: { fileName: 'bachelor-degree.pdf', progress: 62 } },
};
export const UploadError: Story = { args: { errorMessage: fileFormatError } };
export const Loading: Story = { args: { loading: true, documents: [] } };
export const Empty: Story = { args: { documents: [] } };
