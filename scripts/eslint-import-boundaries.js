import path from "node:path";

/**
 * The import boundaries of docs/guide.md, as one lint rule:
 * - packages/core imports no app, and no React, Fastify or ORM;
 * - apps/web and apps/server never import each other;
 * - on the web side, data flows components/lib -> features -> app: a feature never imports
 *   another feature or app/, and components/, lib/ and config/ import no feature and no app/;
 * - on the server side, services/ sit above presenters/, db/ and lib/: those three import no
 *   service (what a service and a presenter both need lives in db/ or lib/);
 * - core's test-fixtures/ (the sample memorial) is imported only by tests and test helpers, so
 *   neither core's own code nor the web app's carries it into the browser bundle.
 */
const root = path.resolve(import.meta.dirname, "..");
const WEB_SRC = path.join(root, "apps/web/src");
const SERVER_SRC = path.join(root, "apps/server/src");
const BELOW_SERVICES = ["presenters", "db", "lib"];

/** The top folder of apps/server/src a file is in (services, presenters, db, ...), or null. */
function serverArea(file) {
  const rel = path.relative(SERVER_SRC, file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

const CORE_FIXTURES = path.join(root, "packages/core/src/test-fixtures");

/** A test, or a file only tests import (test/ folders, test-helpers, e2e/, the fixtures themselves). */
function isTestCode(rel) {
  return /\.test\.tsx?$/.test(rel) || /(^|[\\/])(test|e2e|test-fixtures)[\\/]/.test(rel) || /test-helpers\.tsx?$/.test(rel);
}

function importsCoreFixtures(file, source) {
  if (/^@kma\/core\/test-fixtures\//.test(source)) return true;
  const target = resolveTarget(file, source);
  return target !== null && target.startsWith(CORE_FIXTURES);
}

function resolveTarget(fromFile, source) {
  if (source.startsWith("@/")) return path.join(WEB_SRC, source.slice(2));
  if (source.startsWith(".")) return path.resolve(path.dirname(fromFile), source);
  return null;
}

function webArea(file) {
  const rel = path.relative(WEB_SRC, file);
  if (rel.startsWith("..")) return null;
  const [top, second] = rel.split(path.sep);
  return top === "features" ? { top, feature: second } : { top };
}

function violation(file, source) {
  const rel = path.relative(root, file);
  if (importsCoreFixtures(file, source) && !isTestCode(rel))
    return "test fixtures are for tests and test helpers only (they must not reach the app's code or the browser bundle)";
  if (rel.startsWith(`packages${path.sep}core`)) {
    if (/^(react|fastify|@fastify\/|drizzle-orm|pg$|@kma\/(server|web))/.test(source))
      return "packages/core must stay free of React, Fastify, the ORM and the apps";
    const target = resolveTarget(file, source);
    if (target && !target.startsWith(path.join(root, "packages/core"))) return "packages/core must not import from outside itself";
    return null;
  }
  if (rel.startsWith(`apps${path.sep}web`) && /^@kma\/server/.test(source)) return "the web app must not import the server";
  if (rel.startsWith(`apps${path.sep}server`) && /^@kma\/web/.test(source)) return "the server must not import the web app";
  const target = resolveTarget(file, source);
  if (!target) return null;
  const fromServer = serverArea(file);
  if (BELOW_SERVICES.includes(fromServer) && serverArea(target) === "services") {
    return `${fromServer}/ must not import services/ (a service uses ${fromServer}/, never the reverse); move what both need to db/ or lib/`;
  }
  const from = webArea(file);
  const to = webArea(target);
  if (!from || !to) {
    if (rel.startsWith(`apps${path.sep}server`) && target.startsWith(path.join(root, "apps/web"))) return "the server must not import the web app";
    if (rel.startsWith(`apps${path.sep}web`) && target.startsWith(path.join(root, "apps/server"))) return "the web app must not import the server";
    return null;
  }
  if (from.top === "features") {
    if (to.top === "app") return "a feature must not import from app/ (app composes features)";
    if (to.top === "features" && to.feature !== from.feature)
      return `features do not import each other (${from.feature} -> ${to.feature}); move shared code to components/ or lib/`;
  }
  if (["components", "lib", "config"].includes(from.top) && (to.top === "features" || to.top === "app")) {
    return `${from.top}/ is shared code and must not import features/ or app/`;
  }
  return null;
}

export const importBoundaries = {
  rules: {
    layers: {
      meta: { type: "problem", docs: { description: "the import boundaries of docs/guide.md" }, schema: [] },
      create(context) {
        const check = (node) => {
          if (!node.source || typeof node.source.value !== "string") return;
          const message = violation(context.filename, node.source.value);
          if (message) context.report({ node: node.source, message });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
