import { cn } from '../../lib/cn';

export interface ImageProblem {
  /** 1-based position of the image in its series. */
  position: number;
  /** Why it could not be shown. */
  reason: string;
}

export interface ViewerErrorsProps extends React.ComponentProps<'div'> {
  problems: readonly ImageProblem[];
  /** Images in the series. */
  total: number;
}

/**
 * Images of the series that could not be shown, each with its reason; the rest of the series still
 * works. Announced politely (it can grow while the series loads).
 */
export function ViewerErrors({ problems, total, className, ...props }: ViewerErrorsProps) {
  if (problems.length === 0) return null;
  return (
    <div role="status" data-slot="viewer-errors" className={cn('rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm', className)} {...props}>
      <p className="font-semibold">
        {problems.length === 1 ? '1 image' : `${problems.length} images`} of {total} could not be shown; the others can be viewed.
      </p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem.position}>
            Image {problem.position}: {problem.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
