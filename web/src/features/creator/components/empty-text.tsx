/** The creator panel's empty texts ('No API logs available', ...), centred in their card. */
export const EmptyText = ({ children }: { children: string }) => <p className="py-10 text-center text-sm text-slate-500">{children}</p>;

export const LoadFailed = ({ children }: { children: string }) => (
  <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
    {children}
  </p>
);
