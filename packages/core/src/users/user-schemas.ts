/**
 * The account calls' schemas and the rules that check them, in one import. The rules take the
 * shapes' types, so the shapes (user-shapes.ts) sit below the rules (user-rules.ts) and this
 * file only gathers both: were the shapes defined here beside this re-export, the rules and
 * this file would import each other.
 */
export * from "./user-shapes";
export * from "./user-rules";
