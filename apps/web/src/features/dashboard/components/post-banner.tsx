import { useState } from "react";
import { imageVariant } from "../../../lib/upload-image";

const PLACEHOLDER = "/images/placeholder-portrait.png";

/** A post's portrait at list size (the 320 px variant), falling back to the placeholder portrait. */
export function PostBanner({ src, className = "" }: { src: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? PLACEHOLDER : imageVariant(src, 320);
  return (
    <img
      src={url}
      alt=""
      width={320}
      height={400}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`aspect-[4/5] shrink-0 rounded-md bg-stone-200 object-cover ${className}`}
    />
  );
}
