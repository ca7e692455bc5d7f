import { Link, type LinkProps } from 'react-router-dom';
import { textLinkVariants } from '@portal/ui';

/** A text link between account pages: the router's Link with the ui text-link look. */
export function AccountLink({ className, ...props }: LinkProps) {
  return <Link className={textLinkVariants({ className })} {...props} />;
}
