import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";

/** Both route tables end here (product.md §2: '404 Page Not Found'). */
export function NotFound({ homePath = "/" }: { homePath?: string }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-6 text-center">
      <p className="text-6xl font-black text-navy-400">404</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-2 max-w-sm text-slate-500">That page is off the pitch. Check the address or head back.</p>
      <Button asChild className="mt-6">
        <Link to={homePath}>Back to safety</Link>
      </Button>
    </div>
  );
}
