import { useState } from "react";
import { imageSrcSet, imageVariant } from "../../lib/upload-image";

export const PLACEHOLDER_PORTRAIT = "/images/placeholder-portrait.png";

/** A list card's portrait width (w-24, sm:w-32). */
export const CARD_PORTRAIT_SIZES = "(min-width: 640px) 128px, 96px";

/**
 * A post's portrait (profilebanner) at list size from its 320/640/1280 px copies, lazy unless
 * it is the first card (`priority`: above the fold, often the largest paint), with its box
 * fixed by the caller's size classes so nothing shifts as it loads. A missing or broken image
 * shows the placeholder portrait.
 */
export function PostThumbnail({
  src,
  className,
  sizes = "128px",
  priority = false,
}: {
  src?: string | null;
  className: string;
  sizes?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const usable = src && !failed ? src : null;
  const srcSet = usable ? imageSrcSet(usable) : undefined;
  return (
    <img
      src={usable ? imageVariant(usable, 320) : PLACEHOLDER_PORTRAIT}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt=""
      width={320}
      height={400}
      loading={priority ? undefined : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={`bg-stone-100 object-cover ${className}`}
    />
  );
}
