/**
 * The comment and tribute forms' schemas and the rules that check them, in one import. The rules take the
 * shapes' types, so the shapes (engagement-shapes.ts) sit below the rules (engagement-rules.ts) and this
 * file only gathers both: were the shapes defined here beside this re-export, the rules and
 * this file would import each other.
 */
export * from "./engagement-shapes";
export * from "./engagement-rules";
