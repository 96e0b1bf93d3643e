/**
 * The memorial post's schemas and the rules that check them, in one import. The rules take the
 * shapes' types, so the shapes (post-shapes.ts) sit below the rules (post-rules.ts) and this
 * file only gathers both: were the shapes defined here beside this re-export, the rules and
 * this file would import each other.
 */
export * from "./post-shapes";
export * from "./post-rules";
