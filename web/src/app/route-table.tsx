import type { ReactElement } from "react";
import { BrowserRouter, Route, Routes } from "react-router-dom";

/** Each path and the screen it shows; `*` catches every other path. */
export type RouteTable = Record<string, ReactElement>;

/**
 * One route table inside its layout (signing in or out mounts the other table). The declarative
 * router: no screen uses loaders, actions or fetchers, and the data router's code is half of
 * react-router's 30 kB (gzip) on the first paint.
 */
export function RouteTableApp({ layout, routes }: { layout: ReactElement; routes: RouteTable }) {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={layout}>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
