import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { MESSAGES } from "@kma/core/messages";

declare module "fastify" {
  interface FastifyInstance {
    /** Hooks that may rewrite index.html for a page (share previews); the first that returns HTML wins. */
    htmlRewriters: Array<(request: FastifyRequest, html: string) => Promise<string | null>>;
  }
}

const YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the built web app: hashed assets pre-compressed and cached for a year, index.html
 * never cached, and index.html for every other GET that is not /api so the app's own router
 * (and its Page Not Found) answers.
 */
export const webPlugin = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  app.decorate("htmlRewriters", []);
  const indexPath = path.join(root, "index.html");
  if (!fs.existsSync(indexPath)) {
    app.log.warn({ root }, "web app not built: only the API is served");
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: MESSAGES.notFound }));
    return;
  }
  let indexHtml = fs.readFileSync(indexPath, "utf8");

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("Cache-Control", hashed ? `public, max-age=${YEAR}, immutable` : "public, max-age=3600");
    },
  });

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    if (process.env.NODE_ENV !== "production" && fs.existsSync(indexPath)) indexHtml = fs.readFileSync(indexPath, "utf8");
    let html = indexHtml;
    for (const rewrite of app.htmlRewriters) {
      const rewritten = await rewrite(request, html);
      if (rewritten) {
        html = rewritten;
        break;
      }
    }
    return reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(html);
  }

  app.get("/", sendIndex);
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if ((request.method === "GET" || request.method === "HEAD") && !isApi && wantsPage(request)) return sendIndex(request, reply);
    return reply.status(404).send({ error: MESSAGES.notFound });
  });
});

/** Files the built app (or a crawler looking for one) may ask for: a miss is a 404, never the app's HTML. */
const FILE_EXTENSION = /\.(js|mjs|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|br|gz|html?)$/i;

/**
 * Browsers ask for text/html. Link-preview crawlers (WhatsApp, facebookexternalhit, Viber, X)
 * often accept any type or send no Accept at all, and must still get the page with its share
 * tags: any path that does not name a file gets the app, unless the client asked for JSON only.
 * Only known file extensions count, so /user/ravi.kumar92 is still a page.
 */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? "";
  const pathname = request.url.split("?")[0];
  if (pathname.startsWith("/assets/") || FILE_EXTENSION.test(pathname)) return false;
  return accept === "" || accept.includes("text/html") || accept.includes("*/*");
}
