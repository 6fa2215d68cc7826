import { clsx, type ClassValue } from "clsx";

/** Joins class names; later Tailwind classes are written to win by order, so no merge step. */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
