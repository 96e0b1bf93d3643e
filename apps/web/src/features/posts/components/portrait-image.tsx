import { useState } from "react";
import { imageVariant } from "../../../lib/upload-image";

export const PLACEHOLDER_PORTRAIT = "/images/placeholder-portrait.png";

/** The portrait (profilebanner) as shown on the form; an image that fails to load falls back to the placeholder. */
export function PortraitImage({ src, alt, className = "" }: { src: string; alt: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src.startsWith("blob:") ? src : imageVariant(src, 640);
  return (
    <img
      src={failedSrc === src ? PLACEHOLDER_PORTRAIT : shown}
      alt={alt}
      width={320}
      height={320}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      className={`aspect-square object-cover ${className}`}
    />
  );
}
