import type { Readable } from "node:stream";
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from "@kma/core/limits";

/** An object as a driver hands it back: its bytes as a stream, its type and, when known, its size. */
export type StoredObject = { body: Readable; contentType: string; size?: number };

/**
 * Where uploaded bytes live. Two drivers: local disk (default) and S3-compatible. Uploads
 * always reach this server first (docs/decisions/003), so a driver only stores and reads.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The keys of the generated files under `folder` (a generatedFolder), for dropping old versions. */
  keysUnder(folder: string): Promise<string[]>;
  close(): Promise<void>;
}

/** The object key of a sized WebP variant, stored beside its original. */
export const variantKey = (key: string, width: ImageVariantWidth) => `${key}.w${width}.webp`;

/** Object keys a driver accepts: an upload key, alone or with a variant suffix. Nothing else reaches a disk path. */
const OBJECT_KEY = new RegExp(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}(\\.w(${IMAGE_VARIANT_WIDTHS.join("|")})\\.webp)?$`);
export const isObjectKey = (key: string) => OBJECT_KEY.test(key);

/**
 * Files the server draws and keeps to serve again (services/generated-files.ts): the printable
 * notice and its image (decision 023), `notices/<post uuid>/<name>.pdf|jpg`, and the share cards,
 * `share-cards/<post uuid or "site">/<name>.jpg`. Kept in the same driver as uploads, so several
 * servers share them, but in their own folders and never served by /api/uploads.
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const FOLDER = `(notices/${UUID}|share-cards/(${UUID}|site))`;
const GENERATED_FOLDER = new RegExp(`^${FOLDER}$`);
const GENERATED_KEY = new RegExp(`^${FOLDER}/[a-z0-9][a-z0-9.-]{0,99}\\.(pdf|jpg)$`);
export const isGeneratedFolder = (folder: string) => GENERATED_FOLDER.test(folder);
export const isGeneratedKey = (key: string) => GENERATED_KEY.test(key);
/** Every key a driver stores: uploads and their variants, and generated files. */
export const isStorableKey = (key: string) => isObjectKey(key) || isGeneratedKey(key);
