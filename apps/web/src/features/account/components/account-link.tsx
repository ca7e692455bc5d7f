import { Link, type LinkProps } from 'react-router-dom';

/** A text link between account pages. */
export function AccountLink(props: LinkProps) {
  return (
    <Link
      className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      {...props}
    />
  );
}
