import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { createStorage } from "../storage/create-storage";
import type { Storage } from "../storage/storage";

declare module "fastify" {
  interface FastifyInstance {
    /** Where uploaded images are kept (STORAGE: local disk or S3). */
    storage: Storage;
  }
}

/** Opens the storage driver the config names as `app.storage`, and closes it with the app. */
export const storagePlugin = fp(async (app: FastifyInstance, { config }: { config: Pick<Config, "storage" | "dataDir"> }) => {
  const storage = createStorage(config);
  app.decorate("storage", storage);
  app.addHook("onClose", async () => storage.close());
});
