import { useId } from 'react';
import { Button } from '@portal/ui';

/** The course search form: a labelled search field and its button (Enter submits). */
export function SearchBox({
  value,
  onChange,
  onSubmit,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <form
      role="search"
      aria-label="Search this course"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <div className="flex min-w-64 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Search this course
        </label>
        <input
          id={id}
          type="search"
          value={value}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          Lectures, readings, quizzes and assignments: type at least 2 characters.
        </p>
      </div>
      <Button type="submit" className="mb-5">
        Search
      </Button>
    </form>
  );
}
