/**
 * React sets a video's `muted` property but never writes its `muted` attribute. Browsers autoplay only muted videos,
 * and accessibility checkers read the attribute: axe's no-autoplay-audio took an unmarked product video for sound
 * and waited ten seconds for its metadata. Passed as a `<video>`'s ref, this writes the attribute
 * (`defaultMuted` reflects it) as well as the property.
 */
export function muteVideo(video: HTMLVideoElement | null): void {
  if (!video) return;
  video.defaultMuted = true;
  video.muted = true;
}
