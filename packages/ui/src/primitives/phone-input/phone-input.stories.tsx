import type { Meta, StoryObj } from '@storybook/react-vite';
import { validationMessage } from '@portal/domain';
import { demoCountries } from '@portal/domain/fixtures';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput, type PhoneCountry } from './phone-input';

const countries: PhoneCountry[] = demoCountries.map((country) => ({
  countryCode: country.CountryCode,
  phoneCode: country.PhoneCode,
  name: country.Name,
}));

const meta = {
  title: 'Primitives/PhoneInput',
  component: PhoneInput,
  args: {
    id: 'phone',
    label: 'Phone number',
    countries,
    countryCode: 'PK',
    value: '',
    onCountryChange: fn(),
    onValueChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    const [countryCode, setCountryCode] = useState(args.countryCode);
    return (
      <PhoneInput
        {...args}
        value={value}
        countryCode={countryCode}
        onValueChange={(digits) => {
          args.onValueChange(digits);
          setValue(digits);
        }}
        onCountryChange={(country) => {
          args.onCountryChange(country);
          setCountryCode(country.countryCode);
        }}
      />
    );
  },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '3001234567' } };
export const Invalid: Story = {
  args: { value: '300', error: validationMessage('mobilePhone', { field: 'Phone number' }) },
};

/** Letters and symbols are dropped as they are typed; the country code is a separate select. */
export const DigitsOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByLabelText('Phone number');
    await userEvent.type(number, '300-12ab34 567');
    await expect(number).toHaveValue('3001234567');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code' }), 'AE');
    await expect(args.onCountryChange).toHaveBeenLastCalledWith(countries[1]);
  },
};
