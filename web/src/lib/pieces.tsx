import { createContext, useContext, type ReactNode } from "react";

/**
 * Pieces of other features a feature's screens show, handed in by the screen's route file
 * (web/src/app/routes/): a feature declares what it needs as an interface, the route file, the one
 * place that imports features, fills it (decision 0260, features hold their own code). The pieces
 * are module-level components and hooks, so a screen calls a hook from here as it would an import.
 */
export function definePieces<T extends object>(feature: string) {
  const Pieces = createContext<T | null>(null);
  function PiecesProvider({ pieces, children }: { pieces: T; children: ReactNode }) {
    return <Pieces.Provider value={pieces}>{children}</Pieces.Provider>;
  }
  function usePieces(): T {
    const pieces = useContext(Pieces);
    if (!pieces) throw new Error(`The ${feature} screens need their route file's pieces (web/src/app/routes/).`);
    return pieces;
  }
  return { PiecesProvider, usePieces };
}
