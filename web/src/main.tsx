import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { AppProviders } from "./app/providers";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A transition, so React renders the first screen in short slices: by the time this code runs the
// entry has often loaded the user, the route table and the screen, and the whole tree would otherwise
// render in one long task. index.html's spinner (the same markup) stays on screen meanwhile.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <App />
      </AppProviders>
    </StrictMode>,
  );
});
