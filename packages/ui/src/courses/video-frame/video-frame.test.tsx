import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ContentSource } from '@portal/domain';
import { VideoFrame, videoEmbedUrl } from './video-frame';

describe('videoEmbedUrl', () => {
  it('plays LMS files directly', () => {
    expect(videoEmbedUrl(ContentSource.LMS, 'https://files.test/a.mp4')).toBe(
      'https://files.test/a.mp4',
    );
  });
  it('embeds YouTube watch URLs, share URLs and bare ids', () => {
    const expected = 'https://www.youtube-nocookie.com/embed/abc123';
    expect(videoEmbedUrl(ContentSource.Youtube, 'https://www.youtube.com/watch?v=abc123')).toBe(
      expected,
    );
    expect(videoEmbedUrl(ContentSource.Youtube, 'https://youtu.be/abc123')).toBe(expected);
    expect(videoEmbedUrl(ContentSource.Youtube, 'abc123')).toBe(expected);
  });
  it('embeds Dailymotion and Vimeo by id', () => {
    expect(
      videoEmbedUrl(ContentSource.Dailymotion, 'https://www.dailymotion.com/video/x8abc'),
    ).toBe('https://www.dailymotion.com/embed/video/x8abc');
    expect(videoEmbedUrl(ContentSource.Vimeo, 'https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });
});

describe('VideoFrame captions', () => {
  it("shows an LMS video's WebVTT captions by default, labelled with their language", async () => {
    const screen = await render(
      <VideoFrame
        source={ContentSource.LMS}
        src="/files/a.mp4"
        captionsSrc="/files/a.vtt"
        title="Enzymes"
      />,
    );
    const track = screen.container.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('src')).toBe('/files/a.vtt');
    expect(track?.getAttribute('srclang')).toBe('en');
    expect(track?.getAttribute('label')).toBe('English');
    expect(track?.hasAttribute('default')).toBe(true);
  });
  it('leaves the captions off when asked', async () => {
    const screen = await render(
      <VideoFrame
        source={ContentSource.LMS}
        src="/files/a.mp4"
        captionsSrc="/files/a.vtt"
        showCaptions={false}
        title="Enzymes"
      />,
    );
    expect(screen.container.querySelector('track')?.hasAttribute('default')).toBe(false);
  });
  it('keeps an empty caption track when the video has none', async () => {
    const screen = await render(
      <VideoFrame source={ContentSource.LMS} src="/files/a.mp4" title="Enzymes" />,
    );
    expect(screen.container.querySelector('track')?.hasAttribute('src')).toBe(false);
  });
});

describe('VideoFrame offline', () => {
  it('shows an external video as a message, never an empty frame, while offline', async () => {
    const screen = await render(
      <VideoFrame offline source={ContentSource.Youtube} src="abc123" title="Exam strategy" />,
    );
    expect(screen.container.querySelector('iframe')).toBeNull();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(
        'This video plays from YouTube, which needs an internet connection. It will load when you are back online.',
      );
  });
  it('keeps the player of an LMS video, and of any video online', async () => {
    const lms = await render(
      <VideoFrame offline source={ContentSource.LMS} src="/files/a.mp4" title="Enzymes" />,
    );
    expect(lms.container.querySelector('video')).not.toBeNull();
    const online = await render(
      <VideoFrame source={ContentSource.Vimeo} src="76979871" title="Revision timetable" />,
    );
    expect(online.container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });
});
