import { createRoot } from "react-dom/client";
import "./index.css";

createRoot(document.getElementById("root")!).render(<h1 className="p-8 text-2xl font-bold">Treble</h1>);
