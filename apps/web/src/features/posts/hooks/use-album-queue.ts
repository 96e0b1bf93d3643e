import { useCallback, useEffect, useRef, useState } from "react";
import { uploadImage } from "../../../lib/upload-image";

/**
 * Album photos chosen but not uploaded yet (docs/spec.md section 4: "previewed, uploaded one by
 * one on submit and appended to the album"). Each keeps a local preview and its progress.
 */
export type QueuedPhoto = { id: number; file: File; preview: string; progress: number; status: "waiting" | "uploading" | "failed" };

let nextId = 1;

export function useAlbumQueue() {
  const [items, setItems] = useState<QueuedPhoto[]>([]);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  // Previews are object URLs: give their memory back when the form goes away.
  useEffect(() => () => itemsRef.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);

  const update = (id: number, patch: Partial<QueuedPhoto>) => setItems((prev) => prev.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const add = useCallback((files: File[]) => {
    const added = files.map((file) => ({ id: nextId++, file, preview: URL.createObjectURL(file), progress: 0, status: "waiting" as const }));
    setItems((prev) => [...prev, ...added]);
  }, []);

  const remove = useCallback((id: number) => {
    const removed = itemsRef.current.find((item) => item.id === id);
    if (removed) URL.revokeObjectURL(removed.preview);
    setItems((prev) => prev.filter((item) => item.id !== id));
  }, []);

  /**
   * Uploads the queue one file at a time. Each uploaded photo leaves the queue and is handed
   * to `onUploaded`, so a failure part-way keeps what already went up. Rejects on the first failure.
   */
  const uploadAll = useCallback(async (token: string, onUploaded: (url: string) => void) => {
    for (const item of itemsRef.current) {
      update(item.id, { status: "uploading", progress: 0 });
      try {
        const url = await uploadImage(item.file, { token, onProgress: (progress) => update(item.id, { progress }) });
        URL.revokeObjectURL(item.preview);
        setItems((prev) => prev.filter((other) => other.id !== item.id));
        onUploaded(url);
      } catch (error) {
        update(item.id, { status: "failed", progress: 0 });
        throw error;
      }
    }
  }, []);

  return { items, add, remove, uploadAll };
}
