import * as React from 'react';
import { GraduationCap } from 'lucide-react';
import { cn } from '../../lib/cn';

export type FirstRunWelcomeProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The candidate's first name or full name, for the greeting. */
  name?: string;
  /**
   * The next step, a link to the profile (the text above it asks to complete the profile); omitted
   * when the profile is complete. The app passes its router link so navigation stays in the app.
   */
  action?: React.ReactNode;
};

const steps = [
  {
    title: 'Your institute enrols you',
    text: 'Courses are opened for you by your institute or academy once you have registered with them. Give them the username you signed up with.',
  },
  {
    title: 'Your course appears here',
    text: 'As soon as you are enrolled, the course shows under My Courses with its subjects, lectures, tests and e-books.',
  },
  {
    title: 'Your package decides the features',
    text: 'Each course comes with a subscription package; its invoices and renewals are under My Invoices and My Subscriptions.',
  },
] as const;

/**
 * What a new candidate with no course sees on My Courses instead of an empty 'Oops!' box (issue 11,
 * item 8): a welcome, how enrolment works, and one next step. A course catalogue to browse arrives
 * with the commerce area; until then the text explains enrolment.
 */
export function FirstRunWelcome({ name, action, className, ...props }: FirstRunWelcomeProps) {
  const headingId = React.useId();
  return (
    <section
      data-slot="first-run-welcome"
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-5 rounded-lg border bg-card p-6 text-card-foreground shadow-card',
        className,
      )}
      {...props}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
        >
          <GraduationCap className="size-5" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {name ? `Welcome to the portal, ${name}` : 'Welcome to the portal'}
          </h2>
          <p className="text-sm text-muted-foreground">
            You are not enrolled in a course yet. This is how you get started.
          </p>
        </div>
      </div>
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-sm font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      {action ? (
        <div className="flex flex-col gap-2 border-t pt-4">
          <p className="text-sm">
            <span className="font-semibold">Next step: </span>
            complete your profile, so your institute can find and enrol you quickly.
          </p>
          <div>{action}</div>
        </div>
      ) : null}
    </section>
  );
}
