import { Smartphone } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from '../../primitives/button/button';

/** The platform the visitor is on (detected by the app). */
export type MobilePlatform = 'ios' | 'android' | 'other';

export type DownloadAppPageProps = Omit<React.ComponentProps<'main'>, 'children'> & {
  /** The product's name. */
  productName: string;
  /**
   * The visitor's platform: its store link is shown first and highlighted.
   * @defaultValue 'other'
   */
  platform?: MobilePlatform;
  /** The App Store link (iOS). */
  appStoreUrl?: string;
  /** The Google Play link (Android). */
  playStoreUrl?: string;
  /**
   * Continues in the web portal instead (the app remembers the choice). The page always offers
   * this way forward, so it is never a dead end, with or without store links.
   */
  onContinueInBrowser: () => void;
};

/**
 * Where iOS and Android visitors are sent for pages the web portal does not offer on phones
 * (spec: download-app page). Layout and wording are ours: the spec does not show them.
 */
export function DownloadAppPage({
  productName,
  platform = 'other',
  appStoreUrl,
  playStoreUrl,
  onContinueInBrowser,
  className,
  ...props
}: DownloadAppPageProps) {
  const stores = [
    { id: 'ios' as const, url: appStoreUrl, label: 'Download on the App Store' },
    { id: 'android' as const, url: playStoreUrl, label: 'Get it on Google Play' },
  ]
    .filter((store): store is { id: 'ios' | 'android'; url: string; label: string } =>
      Boolean(store.url),
    )
    .sort((a, b) => Number(b.id === platform) - Number(a.id === platform));
  return (
    <main
      data-slot="download-app-page"
      data-platform={platform}
      className={cn(
        'flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center',
        className,
      )}
      {...props}
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Smartphone aria-hidden className="size-8" />
      </span>
      <h1 className="text-2xl font-semibold">Get the {productName} app</h1>
      <p className="max-w-md text-muted-foreground">
        {stores.length > 0
          ? `${productName} works best on your phone in our mobile app. Download it, or continue in the browser.`
          : `There is no ${productName} app to download here yet: continue in the browser, it works on phones too.`}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {stores.map((store) => (
          <a
            key={store.id}
            href={store.url}
            className={buttonVariants({
              variant: store.id === platform ? 'primary' : 'outline',
              size: 'lg',
            })}
          >
            {store.label}
          </a>
        ))}
        <Button
          variant={stores.length > 0 ? 'outline' : 'primary'}
          size="lg"
          onClick={onContinueInBrowser}
        >
          Continue in the browser
        </Button>
      </div>
    </main>
  );
}
