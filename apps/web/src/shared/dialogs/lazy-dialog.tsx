import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A controlled dialog whose code (Radix Dialog with its focus trap and scroll lock, ~15 KB gzip,
 * and the dialog's own form) loads the first time it opens, not with the page (issue #10). Until
 * then nothing is rendered, as a closed dialog renders nothing; from its first opening on it stays
 * mounted, so closing animates and returns focus exactly as before. `isOpen` says, from the
 * props, whether the dialog is asked to open. A dialog that draws its own trigger passes
 * `trigger`: what stands in its place until the first opening (its pressing asks to open; the
 * dialog's own trigger then takes its place, and Radix focuses that one when the dialog closes).
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
  trigger: (props: Props) => ReactNode = () => null,
): ComponentType<Props> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: Props) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    if (!opened) return trigger(props);
    return (
      <Suspense fallback={trigger(props)}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
