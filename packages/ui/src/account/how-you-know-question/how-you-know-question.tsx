import { useId, useState } from 'react';
import {
  ValidationBounds,
  type HowYouKnowAnswer,
  type HowYouKnowQuestion as HowYouKnowQuestionData,
} from '@portal/domain';
import { Button } from '../../primitives/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../primitives/dialog/dialog';
import { RadioGroup } from '../../primitives/radio-group/radio-group';
import { TextInput } from '../../primitives/text-input/text-input';

/** The messages shown when the candidate saves without a complete answer. */
export const HOW_YOU_KNOW_MESSAGES = {
  noOption: 'Choose one answer.',
  noDetail: 'Tell us a little more.',
} as const;

export type HowYouKnowQuestionProps = Omit<
  React.ComponentProps<typeof Dialog>,
  'children' | 'defaultOpen'
> & {
  /** The question and its options, as the server sends them. */
  question: HowYouKnowQuestionData;
  /**
   * The line under the question (the dialog's description).
   * @defaultValue 'Answering is optional.'
   */
  description?: React.ReactNode;
  /** Already-worded error from the save call. */
  errorMessage?: string;
  /**
   * Disables the answer and shows the save in progress.
   * @defaultValue false
   */
  pending?: boolean;
  /** Called with a complete answer (an option, and the detail when that option asks for one). */
  onSubmit?: (answer: HowYouKnowAnswer) => void;
};

/**
 * The how-you-know-us question in a dialog (the question is its title): one option (radios), a "Please tell us more" field when
 * the option asks for detail (e.g. Other), Save and Not now. Not now, Escape and the close button
 * all call onOpenChange(false).
 */
export function HowYouKnowQuestion({
  question,
  description = 'Answering is optional.',
  errorMessage,
  pending = false,
  onSubmit,
  onOpenChange,
  ...props
}: HowYouKnowQuestionProps) {
  const baseId = useId();
  const [optionId, setOptionId] = useState<number | null>(null);
  const [detail, setDetail] = useState('');
  const [missing, setMissing] = useState<'option' | 'detail' | null>(null);
  const selected = question.Options.find((option) => option.OptionId === optionId);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected) {
      setMissing('option');
      return;
    }
    if (selected.RequiresDetail && !detail.trim()) {
      setMissing('detail');
      return;
    }
    onSubmit?.({
      QuestionId: question.QuestionId,
      OptionId: selected.OptionId,
      Detail: selected.RequiresDetail ? detail.trim() : null,
    });
  };

  return (
    <Dialog onOpenChange={onOpenChange} {...props}>
      <DialogContent data-slot="how-you-know-question">
        <DialogTitle>{question.Question}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form
          onSubmit={submit}
          noValidate
          aria-busy={pending || undefined}
          className="flex flex-col gap-3"
        >
          <RadioGroup
            name={`${baseId}-option`}
            label={<span className="sr-only">{question.Question}</span>}
            options={question.Options.map((option) => ({
              value: String(option.OptionId),
              label: option.Text,
            }))}
            value={optionId === null ? '' : String(optionId)}
            onValueChange={(value) => {
              setOptionId(Number(value));
              setMissing(null);
            }}
            disabled={pending}
            error={missing === 'option' ? HOW_YOU_KNOW_MESSAGES.noOption : undefined}
          />
          {selected?.RequiresDetail ? (
            <TextInput
              id={`${baseId}-detail`}
              label="Please tell us more"
              value={detail}
              maxLength={ValidationBounds.shortText.max}
              disabled={pending}
              onChange={(event) => {
                setDetail(event.target.value);
                setMissing(null);
              }}
              error={missing === 'detail' ? HOW_YOU_KNOW_MESSAGES.noDetail : undefined}
            />
          ) : null}
          {errorMessage ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange?.(false)}>
              Not now
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
