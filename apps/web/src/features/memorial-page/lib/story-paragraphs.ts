/**
 * The memorial story split into paragraphs at blank lines. docs/spec.md calls it "the first
 * comment text"; on this site it is the post's own `memorywall` story, written by the family
 * in the create form. Single line breaks inside a paragraph are kept (see whitespace-pre-line).
 */
export function storyParagraphs(story: string | null | undefined): string[] {
  return (story ?? "")
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "");
}
