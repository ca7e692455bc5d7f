import * as React from 'react';
import { CircleCheck } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Select } from '../../primitives/select/select';
import { TextInput } from '../../primitives/text-input/text-input';
import { Textarea } from '../../primitives/textarea/textarea';

/** The teacher-support message (ContactService/PostMessage; its payload is not in the spec). */
export type TeacherSupportMessage = {
  /** The subject the question is about, or null for a general question. */
  subjectId: number | null;
  /** One-line summary. */
  title: string;
  /** The question. */
  message: string;
};

export type TeacherSupportField = 'subjectId' | 'title' | 'message';

export type TeacherSupportFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  /** The course's subjects to choose from. */
  subjects: ReadonlyArray<{ SubjectId: number; SubjectName: string }>;
  /** Already-worded errors per field. @defaultValue {} */
  errors?: Partial<Record<TeacherSupportField, string>>;
  /** Disables the form while sending. @defaultValue false */
  pending?: boolean;
  /** Replaces the form with a confirmation once the message is sent. @defaultValue false */
  sent?: boolean;
  /** Called with the message on submit. */
  onSubmit?: (message: TeacherSupportMessage) => void;
  /** Starts a new message after one was sent. */
  onReset?: () => void;
};

/** Ask a teacher: choose a subject, summarise and describe the question. */
export function TeacherSupportForm({
  subjects,
  errors = {},
  pending = false,
  sent = false,
  onSubmit,
  onReset,
  className,
  ...props
}: TeacherSupportFormProps) {
  const baseId = React.useId();
  if (sent) {
    return (
      <div
        data-slot="teacher-support-form"
        role="status"
        className={cn(
          'grid justify-items-start gap-3 rounded-lg border border-success bg-card p-6 text-card-foreground',
          className,
        )}
      >
        <p className="flex items-center gap-2 font-semibold">
          <CircleCheck aria-hidden className="size-5 text-success" />
          Your question has been sent to the teacher.
        </p>
        <p className="text-sm text-muted-foreground">
          You will be notified when the teacher replies.
        </p>
        {onReset ? (
          <Button variant="outline" onClick={onReset}>
            Ask another question
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <form
      data-slot="teacher-support-form"
      noValidate
      className={cn('grid gap-4', className)}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const subject = String(data.get('subjectId') ?? '');
        onSubmit?.({
          subjectId: subject ? Number(subject) : null,
          title: String(data.get('title') ?? '').trim(),
          message: String(data.get('message') ?? '').trim(),
        });
      }}
      {...props}
    >
      <fieldset disabled={pending} className="grid gap-4">
        <Select
          id={`${baseId}-subject`}
          name="subjectId"
          label="Subject"
          error={errors.subjectId}
          defaultValue=""
          placeholder="General question"
          options={subjects.map((subject) => ({
            value: String(subject.SubjectId),
            label: subject.SubjectName,
          }))}
        />
        <TextInput
          id={`${baseId}-title`}
          name="title"
          label="Title"
          error={errors.title}
          required
          maxLength={150}
          placeholder="What is your question about?"
        />
        <Textarea
          id={`${baseId}-message`}
          name="message"
          label="Question"
          error={errors.message}
          required
          hint="Describe what you tried and where you are stuck."
          rows={6}
          maxLength={2000}
        />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : 'Send to teacher'}
        </Button>
      </div>
    </form>
  );
}
