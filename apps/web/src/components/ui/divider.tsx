/** A horizontal rule with words in the middle ('OR', 'or sign in with email'). */
export function Divider({ children }: { children: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-slate-500" role="separator" aria-label={children}>
      <span className="h-px flex-1 bg-stone-300" aria-hidden="true" />
      <span aria-hidden="true">{children}</span>
      <span className="h-px flex-1 bg-stone-300" aria-hidden="true" />
    </div>
  );
}
