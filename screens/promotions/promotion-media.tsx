import { useCallback } from "react";
import { promotionMedia, type PromotionEntry } from "../../engine/rules";
import { muteVideo } from "../shared/muted-video";
import * as css from "./promotions.css";

/**
 * A promotion's video (muted, looping, autoplaying inline) or its image with the retina variant as the 2x
 * candidate, in a 16:10 frame reserved before it loads (menu spec section 2, ordering spec "Onboarding").
 */
export function PromotionMedia({
  promotion,
  label,
  labelShown,
  eager = false,
}: {
  promotion: PromotionEntry;
  /** What the media shows, for screen readers: the promotion's title. */
  label: string;
  /** The title is shown next to it: then an image is decorative (the video keeps its label as a control). */
  labelShown: boolean;
  eager?: boolean;
}) {
  const media = promotionMedia(promotion);
  // React does not write the `muted` attribute, and browsers only autoplay muted videos: set it on the element.
  const mutedVideo = useCallback((video: HTMLVideoElement | null) => {
    if (!video) return;
    muteVideo(video);
    void video.play().catch(() => undefined);
  }, []);
  if (media.kind === "video") {
    return (
      <video
        ref={mutedVideo}
        className={css.media}
        src={media.src}
        poster={media.poster}
        muted
        loop
        autoPlay
        playsInline
        preload={eager ? "auto" : "metadata"}
        aria-label={label}
        width={800}
        height={500}
      />
    );
  }
  if (media.kind === "image") {
    return (
      <img
        className={css.media}
        src={media.src}
        srcSet={media.srcSet}
        alt={labelShown ? "" : label}
        width={800}
        height={500}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
      />
    );
  }
  return null;
}
