import { useState } from "react";

/** A round profile image; falls back to the name's initial when there is no image or it fails. */
export function Avatar({ src, name, className = "size-9" }: { src?: string | null; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  if (!src || failed) {
    return (
      <span
        aria-hidden="true"
        className={`${className} inline-flex items-center justify-center rounded-full bg-accent-100 font-serif text-base text-accent-800`}
      >
        {initial}
      </span>
    );
  }
  return <img src={src} alt="" onError={() => setFailed(true)} className={`${className} rounded-full object-cover`} referrerPolicy="no-referrer" />;
}
