export { VideoFrame, videoEmbedUrl, type VideoFrameProps } from './video-frame';
