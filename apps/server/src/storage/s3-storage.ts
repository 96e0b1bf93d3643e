import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { isGeneratedFolder, type Storage, type StoredObject } from "./storage";

export type S3StorageOptions = { bucket: string; endpoint?: string; region?: string };

/**
 * An S3-compatible bucket (AWS, MinIO, R2, s3rver in tests). Credentials come from the SDK's
 * usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, instance roles).
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor({ bucket, endpoint, region }: S3StorageOptions) {
    this.bucket = bucket;
    this.client = new S3Client({
      region: region ?? "us-east-1",
      endpoint,
      // Path-style works with every S3-compatible server; the checksum settings stop the SDK
      // from framing bodies as aws-chunked, which s3rver and others store verbatim (docs/stack-notes.md item 3).
      forcePathStyle: true,
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  private objectKey(key: string) {
    return `uploads/${key}`;
  }

  /** Every stored object (key, size, ETag), for backups' record of the bucket. */
  async list(): Promise<Array<{ key: string; size: number; etag: string }>> {
    const objects: Array<{ key: string; size: number; etag: string }> = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: "uploads/", ContinuationToken: token }));
      for (const item of page.Contents ?? []) objects.push({ key: item.Key!.slice("uploads/".length), size: item.Size ?? 0, etag: item.ETag ?? "" });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return {
        body: result.Body as Readable, // Node's SDK runtime always answers with a stream.Readable
        contentType: result.ContentType ?? "application/octet-stream",
        size: result.ContentLength,
      };
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async keysUnder(folder: string): Promise<string[]> {
    if (!isGeneratedFolder(folder)) return [];
    const prefix = this.objectKey(`${folder}/`);
    const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix }));
    // A memorial has a handful of generated files (two kinds, two languages): one page holds them.
    return (page.Contents ?? []).map((item) => item.Key!.slice("uploads/".length));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
