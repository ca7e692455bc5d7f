import { describe, expect, it } from 'vitest';
import { ContentSource } from '@portal/domain';
import { videoEmbedUrl } from './video-frame';

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
