/** Short lines with the pitch-green dot: the rules on the FAQ, the features of a release. `className` spaces the list. */
export function BulletList({ items, className = "space-y-2" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-sm text-slate-600">
          <span className="mt-2 size-1.5 shrink-0 rounded-full bg-pitch-500" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}
