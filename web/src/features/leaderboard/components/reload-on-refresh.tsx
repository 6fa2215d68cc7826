import { useReloadOnRefresh } from "../hooks/use-reload-on-refresh";

/**
 * The board's refresh poll as a part of its own: each poll answer re-renders this (nothing)
 * instead of the whole board with its table and cards.
 */
export function ReloadOnRefresh() {
  useReloadOnRefresh();
  return null;
}
