import { ThemePreference } from '@portal/domain';
import { RadioGroup } from '../../primitives/radio-group/radio-group';

export type ThemeChooserProps = {
  /** The chosen theme. */
  value: ThemePreference;
  /** Called with the theme the student picks. */
  onValueChange: (value: ThemePreference) => void;
  /** A save failed: shown under the choices. */
  error?: string;
  /**
   * While saving: the choices are disabled.
   * @defaultValue false
   */
  disabled?: boolean;
};

const options = [
  {
    value: ThemePreference.system,
    label: 'Follow the system',
    description: "Light or dark, as your device's setting says.",
  },
  { value: ThemePreference.light, label: 'Light', description: 'Dark text on a light page.' },
  { value: ThemePreference.dark, label: 'Dark', description: 'Light text on a dark page.' },
] as const;

function isThemePreference(value: string): value is ThemePreference {
  return options.some((option) => option.value === value);
}

/** The theme setting: follow the system (the default), light or dark. */
export function ThemeChooser({ value, onValueChange, error, disabled = false }: ThemeChooserProps) {
  return (
    <RadioGroup
      name="theme"
      label="Theme"
      options={options}
      disabled={disabled}
      value={value}
      onValueChange={(next) => {
        if (isThemePreference(next)) onValueChange(next);
      }}
      error={error}
    />
  );
}
