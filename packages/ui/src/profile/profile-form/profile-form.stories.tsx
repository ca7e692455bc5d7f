import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildCandidateProfile, demoCountries, demoTimeZones } from '@portal/domain/fixtures';
import { ProfileForm } from './profile-form';

const profile = buildCandidateProfile();

const meta = {
  title: 'Profile/ProfileForm',
  component: ProfileForm,
  tags: ['autodocs'],
  args: { profile, countries: demoCountries, timeZones: demoTimeZones, onSubmit: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const city = canvas.getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Karachi');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        City: 'Karachi',
        FullName: profile.FullName,
        Gender: profile.Gender,
        CountryCode: 'PK',
      }),
    );
  },
};

export const Empty: Story = {
  args: {
    profile: buildCandidateProfile({
      FatherName: null,
      DateOfBirth: null,
      Nationality: null,
      City: null,
      StudentCnic: null,
      GuardianName: null,
      GuardianPhone: null,
      ResidancePhone: null,
      CurrentAddress: null,
      PermanentAddress: null,
      Gender: null,
    }),
  },
};

/** Errors come in already worded (the portal validates with the domain schema). */
export const WithErrors: Story = {
  args: {
    errors: {
      FullName: 'Full name is required.',
      StudentCnic: 'Enter a CNIC in the format 00000-0000000-0.',
      CellPhone: 'Enter a valid mobile phone number.',
      Email: 'Enter a valid email address.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
  },
};

export const Saving: Story = { args: { pending: true } };
