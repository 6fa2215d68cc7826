import { useState, type ReactElement } from "react";
import { RouterProvider, createBrowserRouter } from "react-router-dom";

/** Each path and the screen it shows; `*` catches every other path. */
export type RouteTable = Record<string, ReactElement>;

/** One route table inside its layout; the router is made once per mount (signing in or out mounts the other table). */
export function RouteTableApp({ layout, routes }: { layout: ReactElement; routes: RouteTable }) {
  const [router] = useState(() =>
    createBrowserRouter([{ element: layout, children: Object.entries(routes).map(([path, element]) => ({ path, element })) }]),
  );
  return <RouterProvider router={router} />;
}
