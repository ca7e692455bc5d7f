import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CirclePlay, WifiOff } from 'lucide-react';
import { ContentSource } from '@portal/domain';
import { cn } from '../../lib/cn';

const sourceLabel: Record<ContentSource, string> = {
  [ContentSource.LMS]: 'LMS',
  [ContentSource.Youtube]: 'YouTube',
  [ContentSource.Dailymotion]: 'Dailymotion',
  [ContentSource.Vimeo]: 'Vimeo',
};

/** Takes the last path segment or a query parameter as the provider's video id; a bare id passes through. */
function videoIdFrom(value: string, queryParameter?: string): string {
  try {
    const url = new URL(value);
    const fromQuery = queryParameter ? url.searchParams.get(queryParameter) : null;
    if (fromQuery) return fromQuery;
    const segments = url.pathname.split('/').filter(Boolean);
    return segments[segments.length - 1] ?? value;
  } catch {
    return value;
  }
}

/**
 * The URL the player loads: an LMS file is played directly; YouTube, Dailymotion and Vimeo are
 * embedded through their official embed URLs (accepting a watch/share URL or a bare id).
 */
export function videoEmbedUrl(source: ContentSource, value: string): string {
  switch (source) {
    case ContentSource.LMS:
      return value;
    case ContentSource.Youtube:
      return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoIdFrom(value, 'v'))}`;
    case ContentSource.Dailymotion:
      return `https://www.dailymotion.com/embed/video/${encodeURIComponent(videoIdFrom(value))}`;
    case ContentSource.Vimeo:
      return `https://player.vimeo.com/video/${encodeURIComponent(videoIdFrom(value))}`;
    default:
      source satisfies never;
      return value;
  }
}

const frameVariants = cva(
  'relative w-full overflow-hidden rounded-lg border border-border bg-muted',
  {
    variants: { ratio: { wide: 'aspect-video', classic: 'aspect-[4/3]' } },
    defaultVariants: { ratio: 'wide' },
  },
);

export type VideoFrameProps = Omit<React.ComponentProps<'div'>, 'onError'> &
  VariantProps<typeof frameVariants> & {
    /** Where the video lives (LMS 1, Youtube 2, Dailymotion 3, Vimeo 4). */
    source: ContentSource;
    /** LMS file URL, or the provider's video URL or id. */
    src: string;
    /** Title of the video, used as the player's accessible name. */
    title: string;
    /** Poster image for LMS videos. */
    poster?: string;
    /** WebVTT captions of an LMS video (Content.CaptionsUrl), shown by default. */
    captionsSrc?: string;
    /**
     * Whether the captions show from the start (the player's CC button still toggles them).
     * @defaultValue true
     */
    showCaptions?: boolean;
    /**
     * The captions' language (BCP 47).
     * @defaultValue 'en'
     */
    captionsLanguage?: string;
    /**
     * Renders a labelled placeholder instead of loading the player (Storybook, tests, offline
     * previews): nothing is fetched. @defaultValue false
     */
    preview?: boolean;
    /**
     * The browser is offline: a YouTube, Dailymotion or Vimeo video, which plays from its
     * provider's site, shows a message saying so instead of an empty frame (an LMS video still
     * plays what the browser has). @defaultValue false
     */
    offline?: boolean;
    /** Called when an LMS video reaches its end. */
    onEnded?: () => void;
    /** Called when an LMS video fails to play (the portal shows application message 208). */
    onError?: () => void;
  };

/** Plays a course video from the LMS (native <video>) or from YouTube, Dailymotion or Vimeo (iframe embed). */
export function VideoFrame({
  source,
  src,
  title,
  poster,
  captionsSrc,
  captionsLanguage = 'en',
  showCaptions = true,
  preview = false,
  offline = false,
  onEnded,
  onError,
  ratio,
  className,
  ...props
}: VideoFrameProps) {
  const url = videoEmbedUrl(source, src);
  return (
    <div
      data-slot="video-frame"
      data-source={source}
      className={cn(frameVariants({ ratio }), className)}
      {...props}
    >
      {preview ? (
        <div
          role="img"
          aria-label={`Video: ${title} (${sourceLabel[source]})`}
          className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-muted-foreground"
        >
          <CirclePlay aria-hidden className="size-12" />
          <p className="font-medium text-foreground">{title}</p>
          <p className="text-sm">
            {sourceLabel[source]} · <span className="break-all">{url}</span>
          </p>
        </div>
      ) : offline && source !== ContentSource.LMS ? (
        <div
          role="status"
          className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-muted-foreground"
        >
          <WifiOff aria-hidden className="size-10" />
          <p className="font-medium text-foreground">{title}</p>
          <p className="text-sm">
            This video plays from {sourceLabel[source]}, which needs an internet connection. It will
            load when you are back online.
          </p>
        </div>
      ) : source === ContentSource.LMS ? (
        <video
          className="size-full"
          src={url}
          poster={poster}
          controls
          controlsList="nodownload"
          preload="metadata"
          aria-label={title}
          onEnded={onEnded}
          onError={onError}
        >
          {/* A video without captions still declares its (empty) caption track (jsx-a11y). */}
          <track
            kind="captions"
            {...(captionsSrc
              ? {
                  src: captionsSrc,
                  srcLang: captionsLanguage,
                  label:
                    new Intl.DisplayNames([captionsLanguage], { type: 'language' }).of(
                      captionsLanguage,
                    ) ?? captionsLanguage,
                  default: showCaptions,
                }
              : {})}
          />
        </video>
      ) : (
        <iframe
          className="size-full"
          src={url}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
