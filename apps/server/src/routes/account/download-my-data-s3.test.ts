import { describe, expect, it } from "vitest";
import { startS3rver } from "../../storage/s3rver-for-tests";
import { buildTestApp, post } from "../../test/build-app";
import { buildUser } from "../../test/factories";
import { deleteAccount, downloadMyData, storedBytes, uploadPhoto } from "./account-test-helpers";

/** The same archive and the same clean-up when the photos live in S3 (the archive reads them through the storage driver). */
describe("a person's own data with STORAGE=s3 (s3rver)", async () => {
  const s3 = await startS3rver();
  const app = await buildTestApp({ rateLimit: false, storage: { driver: "s3", bucket: s3.bucket, endpoint: s3.endpoint, region: "us-east-1" } });

  it("downloads the photos byte for byte from S3, and deletes them with the account", async () => {
    const user = await buildUser(app);
    const first = await uploadPhoto(app, user.token, 900);
    const second = await uploadPhoto(app, user.token, 500);
    await post(app, "/update-profile-img", { url: first.url }, user.token);
    const zip = await downloadMyData(app, user.token);
    for (const { key } of [first, second]) {
      expect(Buffer.from(zip.files[`photos/${key}.png`]!).equals((await storedBytes(app, key))!)).toBe(true);
    }
    expect((await deleteAccount(app, user.token, { password: user.password, messages: "delete" })).statusCode).toBe(200);
    expect(await storedBytes(app, first.key)).toBeNull();
    expect(await storedBytes(app, second.key)).toBeNull();
  });
});
