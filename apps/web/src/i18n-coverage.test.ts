/// <reference types="node" />
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { en } from "@kma/core/i18n/catalogs/en/index";

/**
 * No screen shows English that is not in the catalogs (packages/core/src/i18n): every text a
 * person reads goes through `t()`, so a Tamil reader never meets a stray English word. This
 * reads every component's source and lists JSX text, and the attributes people read or hear
 * (placeholder, aria-label, title, alt, label), and the `label`/`title`/`text` of objects that
 * feed them, that are written as literal Latin words.
 */
const SOURCE = path.resolve(__dirname);
/** Object properties that hold a text for the screen (`{ label: "Pricing" }`). */
const READ_PROPERTIES = new Set(["label", "title", "text", "description", "placeholder", "heading", "empty", "message"]);
const READ_ATTRIBUTES = new Set(["placeholder", "aria-label", "title", "alt", "label", "aria-description", "aria-roledescription", "aria-valuetext"]);
const LATIN_WORD = /[A-Za-z]{2,}/;

/** Literal texts allowed on screen: names, not words a reader needs translated. */
const ALLOWED = new Set([
  "Keep Memories Alive", // the site's name
  "Google",
  "Facebook",
  "Instagram",
  "WhatsApp",
  "X",
  "Viber",
  "Telegram",
  "English", // the language switch names English in English
]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

function untranslatedTexts(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, " ").trim();
    const words = trimmed.replace(/&\w+;/g, " ");
    // A catalog key handed on to t(), or an example address (https://x.com/yourname), is not a text.
    if (trimmed in en || /^https?:\/\//.test(trimmed)) return;
    if (!LATIN_WORD.test(words) || ALLOWED.has(trimmed)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(SOURCE, file)}:${line + 1}: ${trimmed}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value, value.text);
      if (ts.isJsxExpression(value) && value.expression && (ts.isStringLiteral(value.expression) || ts.isNoSubstitutionTemplateLiteral(value.expression))) {
        report(value, value.expression.text);
      }
    }
    if (ts.isPropertyAssignment(node) && READ_PROPERTIES.has(node.name.getText(source))) {
      const value = node.initializer;
      if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) report(value, value.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the screens' texts", () => {
  it("all come from the catalogs (no literal English on screen)", () => {
    const untranslated = sourceFiles(SOURCE).flatMap(untranslatedTexts);
    expect(untranslated).toEqual([]);
  });
});
