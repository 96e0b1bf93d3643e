import { useState } from "react";
import { imageVariant } from "../../lib/upload-image";

export const PLACEHOLDER_PORTRAIT = "/images/placeholder-portrait.png";

/**
 * A post's portrait (profilebanner) at list size: the 320 px copy (640 px on dense screens),
 * lazy, with its box fixed by the caller's size classes so nothing shifts as it loads. A
 * missing or broken image shows the placeholder portrait.
 */
export function PostThumbnail({ src, className, sizes = "128px" }: { src?: string | null; className: string; sizes?: string }) {
  const [failed, setFailed] = useState(false);
  const usable = src && !failed ? src : null;
  const small = usable ? imageVariant(usable, 320) : PLACEHOLDER_PORTRAIT;
  const large = usable ? imageVariant(usable, 640) : null;
  return (
    <img
      src={small}
      srcSet={large && large !== small ? `${small} 320w, ${large} 640w` : undefined}
      sizes={large && large !== small ? sizes : undefined}
      alt=""
      width={320}
      height={400}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`bg-stone-100 object-cover ${className}`}
    />
  );
}
