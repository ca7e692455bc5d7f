import * as React from 'react';
import { ArrowRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { textLinkVariants } from '../../primitives/text-link';

/** One suggestion: what to practise, why, and where. */
export interface NextStep {
  readonly key: string;
  /** What to do: "Practise Chemistry". */
  readonly title: string;
  /** Why: "Your weakest subject: 42 % in its tests." */
  readonly reason: string;
  /** The link's text: "Open Chemistry's activities". */
  readonly actionLabel: string;
  readonly href: string;
}

/** What `renderLink` receives: everything an `<a>` needs, already styled. */
export interface NextStepLinkProps {
  readonly href: string;
  readonly className: string;
  readonly children: React.ReactNode;
}

export type NextStepsProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** At most three are shown, in the order given (the weakest first). */
  steps: readonly NextStep[];
  /** A router link in the app; a plain `<a>` by default. */
  renderLink?: (props: NextStepLinkProps, step: NextStep) => React.ReactNode;
};

/** "What to do next" on the stats page (issue 17): up to three concrete suggestions, each a link to practice. */
export function NextSteps({ steps, renderLink, className, ...props }: NextStepsProps) {
  const shown = steps.slice(0, 3);
  return (
    <section
      data-slot="next-steps"
      aria-labelledby="next-steps-title"
      className={cn('flex flex-col gap-3 rounded-lg border border-border p-4', className)}
      {...props}
    >
      <h2 id="next-steps-title" className="text-lg font-semibold">
        What to do next
      </h2>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing to suggest yet: finish a quiz and your weakest subjects show here.
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {shown.map((step) => {
            const link: NextStepLinkProps = {
              href: step.href,
              className: cn(textLinkVariants(), 'inline-flex items-center gap-1 text-sm'),
              children: (
                <>
                  {step.actionLabel}
                  <ArrowRight aria-hidden className="size-4" />
                </>
              ),
            };
            return (
              <li key={step.key} className="flex flex-col gap-1">
                <span className="font-medium">{step.title}</span>
                <span className="text-sm text-muted-foreground">{step.reason}</span>
                {renderLink ? (
                  renderLink(link, step)
                ) : (
                  <a href={link.href} className={link.className}>
                    {link.children}
                  </a>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
