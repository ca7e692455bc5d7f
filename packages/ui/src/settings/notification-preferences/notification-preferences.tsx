import { useState } from 'react';
import { NotificationKind } from '@portal/domain';
import { Button } from '../../primitives/button/button';
import { Checkbox } from '../../primitives/checkbox/checkbox';

/** The notification part of the candidate's settings. */
export type NotificationPreferencesValue = {
  /** The kinds of notification wanted. */
  kinds: readonly NotificationKind[];
  /** Whether push notifications are on. */
  push: boolean;
};

export type NotificationPreferencesProps = {
  /** The saved preferences (the form starts from them). */
  value: NotificationPreferencesValue;
  /** Saves the edited preferences. */
  onSave: (value: NotificationPreferencesValue) => void;
  /**
   * A save is in flight: the button is disabled and says so.
   * @defaultValue false
   */
  saving?: boolean;
  /** Whether this browser can receive push at all; when false, the push choice says why it waits. @defaultValue true */
  pushSupported?: boolean;
};

const kinds: readonly { kind: NotificationKind; label: string; description: string }[] = [
  {
    kind: NotificationKind.courseContent,
    label: 'Course content',
    description: 'New lectures, readings and assignments in your courses.',
  },
  {
    kind: NotificationKind.testsAndResults,
    label: 'Tests and results',
    description: 'Tests opening or closing, and results published.',
  },
  {
    kind: NotificationKind.liveClasses,
    label: 'Live classes',
    description: 'Classes scheduled, moved or about to start.',
  },
  {
    kind: NotificationKind.billing,
    label: 'Invoices and subscriptions',
    description: 'New invoices, payments due and renewals.',
  },
  {
    kind: NotificationKind.announcements,
    label: 'Announcements',
    description: 'News from your institute.',
  },
];

/** Which kinds of notification the student wants, and whether push is on; saved with a button. */
export function NotificationPreferences({
  value,
  onSave,
  saving = false,
  pushSupported = true,
}: NotificationPreferencesProps) {
  const [chosen, setChosen] = useState<ReadonlySet<NotificationKind>>(() => new Set(value.kinds));
  const [push, setPush] = useState(value.push);
  return (
    <form
      data-slot="notification-preferences"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ kinds: kinds.map(({ kind }) => kind).filter((kind) => chosen.has(kind)), push });
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">Notify me about</legend>
        {kinds.map(({ kind, label, description }) => (
          <Checkbox
            key={kind}
            name="kinds"
            value={kind}
            label={label}
            description={description}
            checked={chosen.has(kind)}
            onChange={(event) => {
              const next = new Set(chosen);
              if (event.target.checked) next.add(kind);
              else next.delete(kind);
              setChosen(next);
            }}
          />
        ))}
      </fieldset>
      <Checkbox
        name="push"
        label="Push notifications"
        description={
          pushSupported
            ? 'Also show them on this device when the portal is closed.'
            : 'This browser cannot show push notifications; your choice applies where it can.'
        }
        checked={push}
        onChange={(event) => setPush(event.target.checked)}
      />
      <Button type="submit" className="self-start" disabled={saving} aria-busy={saving}>
        {saving ? 'Saving…' : 'Save notification settings'}
      </Button>
    </form>
  );
}
