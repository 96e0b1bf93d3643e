import type { FastifyInstance } from "fastify";
import { healthRoutes } from "./health";
import { accountRoutes } from "./account";
import { authRoutes } from "./auth";
import { usersRoutes } from "./users";
import { notificationsRoutes } from "./notifications";
import { postsRoutes } from "./posts";
import { uploadsRoutes } from "./uploads";
import { commentsRoutes } from "./comments";
import { tributesRoutes } from "./tributes";
import { likesRoutes } from "./likes";
import { imagesRoutes } from "./images";
import { notificationListRoutes } from "./notifications/notification-list";
import { shareRoutes } from "./share";
import { feedRoutes } from "./feed";
import { searchRoutes } from "./search";
import { noticesRoutes } from "./notices";
import { reportsRoutes } from "./reports";
import { keepsakesRoutes } from "./keepsakes";
import { keepersRoutes } from "./keepers";
import { remindersRoutes } from "./reminders";
import { reviewRoutes } from "./review";
import { familyCopyRoutes } from "./family-copy";

/** Every API route, mounted under /api. One folder per resource. */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(notificationsRoutes);
  await app.register(postsRoutes);
  await app.register(uploadsRoutes);
  await app.register(commentsRoutes);
  await app.register(tributesRoutes);
  await app.register(likesRoutes);
  await app.register(imagesRoutes);
  await app.register(notificationListRoutes);
  await app.register(shareRoutes);
  await app.register(feedRoutes);
  await app.register(searchRoutes);
  await app.register(noticesRoutes);
  await app.register(reportsRoutes);
  await app.register(keepsakesRoutes);
  await app.register(keepersRoutes);
  await app.register(remindersRoutes);
  await app.register(reviewRoutes);
  await app.register(familyCopyRoutes);
  await app.register(accountRoutes);
}
